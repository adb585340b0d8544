import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n-setup.ts";
import { FIELD_MESSAGES } from "../../i18n/field-messages/cvs.ts";

describe("the CV form's field messages", () => {
  it("say in English exactly what the schema says (the limits included), so each maps to its words", () => {
    for (const [english, key] of Object.entries(FIELD_MESSAGES)) expect(testI18n.t(key)).toBe(english);
  });
});

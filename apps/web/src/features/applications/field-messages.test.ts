import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n-setup.ts";
import { FIELD_MESSAGES } from "../../i18n/field-messages/applications.ts";

describe("the applications' field messages", () => {
  it("say in the English catalogue exactly what the schemas say (the English screen shows the catalogue's)", () => {
    for (const [english, key] of Object.entries(FIELD_MESSAGES)) expect(testI18n.t(key)).toBe(english);
  });
});

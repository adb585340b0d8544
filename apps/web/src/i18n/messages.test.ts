import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "./messages.ts";

// What the message was turned into: its key and the count it was given.
const spy = ((key: string, options?: { count?: number }) => `${key} ${options?.count ?? ""}`.trim()) as TFunction;

describe("fieldMessage", () => {
  it("gives a counted message its number, also when the API writes it with a thousands comma or in the singular", () => {
    expect(fieldMessage(spy, "Use at most 5,000 characters.")).toBe("common:validation.maxChars 5000");
    expect(fieldMessage(spy, "Use at least 1 character.")).toBe("common:validation.minChars 1");
    expect(fieldMessage(spy, "Use at least 12 characters.")).toBe("common:validation.minChars 12");
  });

  it("leaves a message it does not know as it came", () => {
    expect(fieldMessage(spy, "Something only this API says.")).toBe("Something only this API says.");
  });
});

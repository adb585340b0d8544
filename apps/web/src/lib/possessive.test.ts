import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n-setup.ts";
import { possessive, possessiveArgs } from "./possessive.ts";

describe("possessive", () => {
  it("adds 's to a name, and only an apostrophe to one ending in s", () => {
    expect(possessive("Lena Meier")).toBe("Lena Meier's");
    expect(possessive("Helvetia Robotics")).toBe("Helvetia Robotics'");
    expect(possessive("Jonas")).toBe("Jonas'");
    expect(possessive("ACME SYSTEMS")).toBe("ACME SYSTEMS'");
  });

  it("gives an ICU message what it needs to write the same forms", () => {
    const message = (name: string) => testI18n.t("components:scoreRing.whose", possessiveArgs(name));
    expect(message("Lena Meier")).toBe("Lena Meier's match score");
    expect(message("Jonas ")).toBe("Jonas' match score");
  });
});

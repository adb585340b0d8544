import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n-setup.ts";
import { possessiveArgs } from "./possessive.ts";

describe("possessiveArgs", () => {
  it("adds 's to a name, and only an apostrophe to one ending in s", () => {
    const message = (name: string) => testI18n.t("components:scoreRing.whose", possessiveArgs(name));
    expect(message("Lena Meier")).toBe("Lena Meier's match score");
    expect(message("Helvetia Robotics")).toBe("Helvetia Robotics' match score");
    expect(message("Jonas")).toBe("Jonas' match score");
    expect(message("ACME SYSTEMS")).toBe("ACME SYSTEMS' match score");
  });

  it("gives an ICU message what it needs to write the same forms", () => {
    const message = (name: string) => testI18n.t("components:scoreRing.whose", possessiveArgs(name));
    expect(message("Lena Meier")).toBe("Lena Meier's match score");
    expect(message("Jonas ")).toBe("Jonas' match score");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { namespacesNamed } from "./namespaces-named.ts";

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The app's modules (tests and the finder itself, which names the hook in its patterns, left out), from src. */
const modules = readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|namespaces-named\.ts$/.test(file))
  .map((file) => ({ file, code: readFileSync(path.join(SOURCE, file), "utf8") }));
const namespaces = new Set(
  readdirSync(path.join(SOURCE, "i18n/locales/en")).map((file) => file.replace(/\.json$/, "")),
);

describe("namespacesNamed (the build's namespace preloads, decision 035)", () => {
  it("reads the hook's namespace or list and the prefixed keys, without common", () => {
    const code = [
      'const { t } = useTranslation("jobs");',
      'const { t: tl } = useTranslation(["landing", "common"]);',
      "const { t: shell } = useTranslation();",
      't("skills:levels.b2"); t("common:save"); t("plain.key");',
      'useTranslation("conversations", { useSuspense: false });',
    ].join("\n");
    expect(namespacesNamed(code)).toEqual(["conversations", "jobs", "landing", "skills"]);
    expect(namespacesNamed('export const x = "no words here";')).toEqual([]);
    expect(namespacesNamed('export const said = (t: TFunction) => t("ratings:stars");')).toEqual([]);
  });

  it("understands every use of the hook in the app, each naming a namespace that exists", () => {
    // A form it does not read (a namespace in a variable) would leave that screen's words to load only when it
    // renders: write the name where the hook is called.
    for (const { file, code } of modules) {
      const calls = code.match(/\buseTranslation\(/g)?.length ?? 0;
      const understood = code.match(/\buseTranslation\(\s*(\)|\[[^\]]*\]|"[^"]+")/g)?.length ?? 0;
      expect(understood, file).toBe(calls);
      for (const name of namespacesNamed(code)) expect(namespaces, `${file}: ${name}`).toContain(name);
    }
    expect(modules.filter(({ code }) => namespacesNamed(code).length > 0).length).toBeGreaterThan(50);
  });
});

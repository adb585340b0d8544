import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SKILLS } from "./skill-list.ts";
import { normaliseSkill, skillById } from "./skill-lookup.ts";

const skill = fc.constantFrom(...SKILLS);
const spellingOf = (s: (typeof SKILLS)[number]) => fc.constantFrom(s.id, s.label, ...s.aliases);
const anySpelling = skill.chain((s) => fc.tuple(fc.constant(s), spellingOf(s)));
const separator = fc.constantFrom(" ", "\t", "-", "_", ".", "/");

/** Random case per letter, plus separators at random places and around the text. */
const garble = (text: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.array(fc.option(separator), { minLength: text.length + 1, maxLength: text.length + 1 }),
    )
    .map(
      ([upper, seps]) =>
        [...text]
          .map((char, position) => (seps[position] ?? "") + (upper[position] ? char.toUpperCase() : char.toLowerCase()))
          .join("") + (seps[text.length] ?? ""),
    );

describe("skillById", () => {
  it("finds every skill by its id and nothing else", () => {
    for (const s of SKILLS) expect(skillById(s.id)).toBe(s);
    expect(skillById("JavaScript")).toBeUndefined();
    expect(skillById("")).toBeUndefined();
    expect(skillById("toString")).toBeUndefined();
  });
});

describe("normaliseSkill", () => {
  it.each([
    ["JS", "javascript"],
    ["js", "javascript"],
    ["ECMAScript", "javascript"],
    ["k8s", "kubernetes"],
    ["K8S", "kubernetes"],
    ["postgres", "postgresql"],
    ["psql", "postgresql"],
    ["Postgre SQL", "postgresql"],
    ["Node.js", "nodejs"],
    ["nodejs", "nodejs"],
    ["node", "nodejs"],
    ["node js", "nodejs"],
    ["reactjs", "react"],
    ["React.js", "react"],
    ["ml", "machine-learning"],
    ["c sharp", "csharp"],
    ["C#", "csharp"],
    ["c++", "cpp"],
    ["C", "c"],
    ["golang", "go"],
    ["vue", "vue"],
    ["GCP", "google-cloud"],
    ["M&A", "mergers-acquisitions"],
    ["mergers and acquisitions", "mergers-acquisitions"],
    ["U.I. design", "ui-design"],
    ["public speaking", "public-speaking"],
    ["  Public-Speaking  ", "public-speaking"],
    ["excel", "microsoft-excel"],
    ["data visualization", "data-visualisation"],
  ])("maps %j to %s", (text, id) => {
    expect(normaliseSkill(text)?.id).toBe(id);
  });

  it.each(["", "   ", "#?", "javascrip", "English", "German B2", "a skill nobody has"])(
    "names no skill for %j",
    (text) => {
      expect(normaliseSkill(text)).toBeUndefined();
    },
  );

  it("resolves every id, label and alias to its own skill", () => {
    for (const s of SKILLS) {
      for (const spelling of [s.id, s.label, ...s.aliases]) expect(normaliseSkill(spelling), spelling).toBe(s);
    }
  });

  it("is insensitive to case, whitespace and separators", () => {
    fc.assert(
      fc.property(
        anySpelling.chain(([s, spelling]) => fc.tuple(fc.constant(s), garble(spelling))),
        ([s, garbled]) => {
          expect(normaliseSkill(garbled)).toBe(s);
        },
      ),
    );
  });

  it("is idempotent: a result normalises to itself through its label and id", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          anySpelling.map(([, spelling]) => spelling),
        ),
        (text) => {
          const found = normaliseSkill(text);
          if (found === undefined) return;
          expect(normaliseSkill(found.label)).toBe(found);
          expect(normaliseSkill(found.id)).toBe(found);
        },
      ),
    );
  });

  it("gives the same answer for upper- and lowercase text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normaliseSkill(text.toUpperCase())).toBe(normaliseSkill(text.toLowerCase()));
      }),
    );
  });
});

describe("normaliseSkill in German", () => {
  it.each([
    ["Maschinenbau", "mechanical-engineering"],
    ["Teamfähigkeit", "teamwork"],
    ["TEAMFAEHIGKEIT", "teamwork"],
    ["teamfahigkeit", "teamwork"],
    ["Große Sprachmodelle", "large-language-models"],
    ["GROSSE SPRACHMODELLE", "large-language-models"],
    ["Künstliche Intelligenz", "artificial-intelligence"],
    ["KI", "artificial-intelligence"],
    ["SPS-Programmierung", "plc-programming"],
    ["Öffentlichkeitsarbeit", "public-relations"],
  ])("reads %j as %j", (text, id) => {
    expect(normaliseSkill(text)?.id).toBe(id);
  });
});

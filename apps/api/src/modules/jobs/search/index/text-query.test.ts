import { describe, expect, it } from "vitest";
import { parseTsquery } from "./text-query.ts";

const lexeme = (value: string) => ({ kind: "lexeme", lexeme: value });

describe("parseTsquery", () => {
  it("reads lexemes and the operators with their precedence", () => {
    expect(parseTsquery("'python'")).toEqual(lexeme("python"));
    expect(parseTsquery("'data' & 'sql' | 'python' & !'java'")).toEqual({
      kind: "or",
      of: [
        { kind: "and", of: [lexeme("data"), lexeme("sql")] },
        { kind: "and", of: [lexeme("python"), { kind: "not", of: lexeme("java") }] },
      ],
    });
    expect(parseTsquery("!( 'a' | 'b' ) & 'c'")).toEqual({
      kind: "and",
      of: [{ kind: "not", of: { kind: "or", of: [lexeme("a"), lexeme("b")] } }, lexeme("c")],
    });
  });

  it("unquotes a doubled quote and a backslash", () => {
    expect(parseTsquery("'o''reilly' & 'a\\\\b'")).toEqual({ kind: "and", of: [lexeme("o'reilly"), lexeme("a\\b")] });
  });

  it("says none for a query of stop words and positions for what needs them", () => {
    expect(parseTsquery("")).toBe("none");
    expect(parseTsquery("'machin' <-> 'learn'")).toBe("positions");
    expect(parseTsquery("'t-sql' <2> 'sql' & 'develop'")).toBe("positions");
    expect(parseTsquery("'pyth':*")).toBe("positions");
    expect(parseTsquery("'data':AB")).toBe("positions");
    expect(parseTsquery("'unclosed")).toBe("positions");
  });
});

import { sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { LruMap } from "../../../../lib/lru-map.ts";
import { bilingualQuery } from "../bilingual-query.ts";
import { textQuery } from "../search-conditions.ts";

/** A parsed text query that the search index answers from its postings alone. */
export type TextQuery =
  { kind: "lexeme"; lexeme: string } | { kind: "not"; of: TextQuery } | { kind: "and" | "or"; of: TextQuery[] };

/**
 * What the index makes of a search box's words: `none` when PostgreSQL finds no lexeme in them (only stop
 * words: nothing matches), `positions` when the query asks for words next to each other (a quoted phrase, a
 * hyphenated word: the index keeps no positions, so the database answers those).
 */
export type ParsedText = TextQuery | "none" | "positions";

/**
 * Parses the text form of a tsquery as PostgreSQL prints it (`'data' & ( 'sql' | !'java' )`). Precedence,
 * tightest first: `!`, the phrase operators, `&`, `|`. Anything beyond lexemes and those operators (a
 * phrase, a weight or prefix label) is `positions`, which the caller leaves to the database.
 */
export function parseTsquery(text: string): ParsedText {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === " ") at++;
  };
  const fail = (): never => {
    throw new Unsupported();
  };
  const lexeme = (): TextQuery => {
    at++; // the opening quote
    let value = "";
    for (;;) {
      if (at >= text.length) fail();
      const char = text[at]!;
      if (char === "'") {
        if (text[at + 1] === "'") {
          value += "'";
          at += 2;
          continue;
        }
        at++;
        break;
      }
      if (char === "\\") {
        value += text[at + 1] ?? fail();
        at += 2;
        continue;
      }
      value += char;
      at++;
    }
    if (text[at] === ":") fail(); // weights or a prefix match
    return { kind: "lexeme", lexeme: value };
  };
  const unary = (): TextQuery => {
    skipSpaces();
    const char = text[at];
    if (char === "!") {
      at++;
      return { kind: "not", of: unary() };
    }
    if (char === "(") {
      at++;
      const inner = or();
      skipSpaces();
      if (text[at] !== ")") fail();
      at++;
      return inner;
    }
    if (char === "'") return lexeme();
    return fail();
  };
  const phrase = (): TextQuery => {
    const first = unary();
    skipSpaces();
    if (text[at] === "<") fail();
    return first;
  };
  const list = (kind: "and" | "or", operator: string, next: () => TextQuery) => (): TextQuery => {
    const items = [next()];
    for (;;) {
      skipSpaces();
      if (text[at] !== operator) break;
      at++;
      items.push(next());
    }
    return items.length === 1 ? items[0]! : { kind, of: items };
  };
  const and = list("and", "&", phrase);
  const or = list("or", "|", and);

  if (text.trim() === "") return "none";
  try {
    const parsed = or();
    skipSpaces();
    if (at !== text.length) fail();
    return parsed;
  } catch (error) {
    if (error instanceof Unsupported) return "positions";
    throw error;
  }
}

class Unsupported extends Error {}

/**
 * Search box words as the index reads them, parsed by PostgreSQL itself (websearch_to_tsquery with the
 * stored vectors' configuration: the same stemming and stop words as every row's vector). The parse
 * depends on the words alone, so it is remembered per process; the data behind it is not.
 */
export class TextQueryParser {
  private readonly parsed = new LruMap<string, ParsedText>(5_000);

  /** The search box's text, asked in both languages as the database's statements ask it (textQuery). */
  async parse(db: Db, q: string): Promise<ParsedText> {
    const text = bilingualQuery(q);
    return (await this.parseAll(db, [text])).get(text)!;
  }

  /** Each of `texts` parsed as written (single words, for typo correction), those not remembered in one statement. */
  async parseAll(db: Db, texts: readonly string[]): Promise<Map<string, ParsedText>> {
    const found = new Map<string, ParsedText>();
    const missing: string[] = [];
    for (const text of new Set(texts)) {
      const known = this.parsed.get(text);
      if (known === undefined) missing.push(text);
      else found.set(text, known);
    }
    if (missing.length === 0) return found;
    const { rows } = (await db.execute(
      sql`select t as text, (${textQuery(sql`t`)})::text as query from unnest(${sql.param(missing)}::text[]) as t`,
    )) as unknown as { rows: { text: string; query: string }[] };
    for (const row of rows) {
      const result = parseTsquery(row.query);
      this.parsed.set(row.text, result);
      found.set(row.text, result);
    }
    return found;
  }
}

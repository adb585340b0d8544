import { databaseWords, maxDistance, type WordPresence, type WordSource } from "../correct-typos.ts";
import { editDistance } from "../edit-distance.ts";
import type { JobSearchIndex } from "./job-search-index.ts";
import type { TextQueryParser } from "./text-query.ts";

/**
 * Typo correction's words answered by the search index. Lookups: the search's own parser stems the words
 * (remembered per word; PostgreSQL reads no table for it), the index says whether a published job holds the
 * lexemes; the database's own lookup is an `exists` over the text index per word, which for a common word
 * walks a long posting list. Candidate spellings: every title and company word of published jobs within the
 * allowed edits, where the database samples 50 titles that share trigrams with the word.
 */
export function indexWords(index: JobSearchIndex, parser: TextQueryParser): WordSource {
  const lookUp: WordSource["lookUp"] = async (db, words) => {
    const looked = new Map<string, WordPresence>();
    if (words.length === 0) return looked;
    const unparsed: string[] = [];
    // Alone, a word of letters and digits parses as to_tsquery (the database's lookup) parses it.
    for (const [word, parsed] of await parser.parseAll(db, words)) {
      if (parsed === "positions") unparsed.push(word);
      else looked.set(word, parsed === "none" ? "stop" : index.occurs(parsed) ? "found" : "absent");
    }
    for (const [word, presence] of await databaseWords.lookUp(db, unparsed)) looked.set(word, presence);
    return looked;
  };
  const titleWordsLike: WordSource["titleWordsLike"] = async (_db, words) =>
    new Map(words.map((word) => [word, index.wordsLike(word, maxDistance(word), editDistance)]));
  return { lookUp, titleWordsLike };
}

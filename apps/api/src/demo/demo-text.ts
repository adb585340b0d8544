// Demo texts as a person writes them: names of tools and acronyms keep their case inside a sentence, and dates
// are months, not ISO strings.

/**
 * A phrase in lower case for the middle of a sentence ("Cloud and DevOps" → "cloud and DevOps", "ERP systems"
 * → "ERP systems"): only words with a capital after the first letter, or all in capitals, keep theirs.
 */
export function sentenceCase(phrase: string): string {
  return phrase
    .split(" ")
    .map((word) => (/[a-z][A-Z]|[A-Z]{2}|^\./.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** `YYYY-MM` (or a full date) as "March 2027". */
export function monthYear(isoMonth: string): string {
  return MONTH.format(new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`));
}

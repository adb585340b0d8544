// Letters that Unicode does not decompose into a base letter plus a mark, so NFD alone would leave them
// unmatched by someone typing on a plain keyboard ("Lodz" for Łódź).
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ŀ: "l",
  ĸ: "k",
  ə: "e",
};
// Apostrophe-like characters vanish rather than split a word, so "Ra's al Khaymah" matches "ras al".
const APOSTROPHE = /['’‘ʻʼ`´]/u;
const MARK = /\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Most place names are already plain ASCII words; they skip the per-character walk below.
const ALREADY_PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const SEPARATOR = " ";

// Unicode-property regexes cost microseconds per call and the gazetteer folds ~200k names at load, so each
// distinct non-ASCII character is classified once.
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded =
      SPECIAL_LETTERS[char] ??
      (MARK.test(char) || APOSTROPHE.test(char) ? "" : LETTER_OR_DIGIT.test(char) ? char : SEPARATOR);
    foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * The one normal form that both the gazetteer index and user queries go through: case, accents and
 * punctuation are dropped, so "Zürich", "zurich" and "ZURICH," all meet on "zurich". Words stay
 * separated by single spaces because multi-word queries ("sao pa", "zurich ch") rely on them.
 */
export function foldText(text: string): string {
  if (ALREADY_PLAIN.test(text)) return text.toLowerCase();
  let folded = "";
  let pendingSeparator = false;
  for (const char of text.toLowerCase().normalize("NFD")) {
    const code = char.charCodeAt(0);
    const piece =
      code >= 128
        ? foldChar(char)
        : (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
          ? char
          : code === 39 || code === 96
            ? ""
            : SEPARATOR;
    if (piece === SEPARATOR) {
      pendingSeparator = folded.length > 0;
    } else if (piece !== "") {
      if (pendingSeparator) folded += SEPARATOR;
      pendingSeparator = false;
      folded += piece;
    }
  }
  return folded;
}

import type { CvImportDraft } from "@stint/shared/cv-import";
import { headingOf } from "./cv-sections.ts";
import type { Line } from "./reading-order.ts";

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[\p{L}]{2,}/u;
// International or national numbers with their usual grouping: "+49 176 1234 5678", "(0)89 / 123 45-6".
const PHONE = /(?:\+|00)\d{1,3}[\s\d()/.-]{6,}\d|\b0\d{2,5}[\s/.-]?\d[\d\s/.-]{4,}\d/u;
// A name is two to four words that start with a capital, without digits or signs of an address.
const NAME =
  /^(?:(?:Dr\.|Prof\.)\s+)?[\p{Lu}][\p{L}'’-]+(?:\s+(?:von|van|de|der|zu|da|di|del|le|la)?\s*[\p{Lu}][\p{L}'’.-]+){1,3}$/u;

/**
 * Name, email and phone: the email and phone wherever they are written, the name as the largest line at the
 * top of the first page that reads as a name (not a heading, not a contact line).
 */
export function contactIn(lines: readonly Line[]): CvImportDraft["contact"] {
  let email: string | null = null;
  let phone: string | null = null;
  for (const line of lines) {
    email ??= EMAIL.exec(line.text)?.[0] ?? null;
    phone ??= PHONE.exec(line.text)?.[0]?.trim() ?? null;
  }
  const firstPage = lines.filter((line) => line.page === 0);
  const candidates = firstPage
    .flatMap((line) => line.cells.map((cell) => ({ cell, line })))
    .filter(({ cell, line }) => NAME.test(cell.trim()) && !headingOf({ ...line, text: cell, cells: [cell] }));
  const largest = Math.max(0, ...candidates.map(({ line }) => line.size));
  const name = candidates.find(({ line }) => line.size === largest)?.cell.trim() ?? null;
  return { name, email, phone };
}

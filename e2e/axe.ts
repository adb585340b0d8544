import type { Page } from "@playwright/test";
import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** What to check: rules by tag or by id, in the whole document or inside / outside some selectors. */
export type AxeScope = {
  tags?: string[];
  rules?: string[];
  include?: string[];
  exclude?: string[];
};

export const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's minified build (580 kB), read once per worker: `axe.source` is the unminified one (1.3 MB), and every
 * new document parses it again (injecting it took 1.5 against 2.2 s a page on a busy two-core machine, median of 6).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core in the page and returns its violations. axe's source goes into a document once and stays
 * for the client-side navigations after it; @axe-core/playwright evaluated it anew for every check, and again in
 * a blank page it opened to finish each run, which took more of a journey's time than the journey itself
 * (13 checks: 30 of 60 s). The app has no frames, so the main frame is the whole page.
 */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<axe.Result[]> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axeSource);
  const context = {
    include: scope.include?.map((selector) => [selector]) ?? [["html"]],
    exclude: scope.exclude?.map((selector) => [selector]) ?? [],
  };
  const runOnly: axe.RunOnly = scope.rules
    ? { type: "rule", values: scope.rules }
    : { type: "tag", values: scope.tags ?? WCAG_A_AA };
  // Only violations are read; asking for nothing else spares axe collecting every passing node.
  const options: axe.RunOptions = { runOnly, resultTypes: ["violations"] };
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: typeof axe }).axe.run(context, options),
    [context, options] as const,
  );
  return results.violations;
}

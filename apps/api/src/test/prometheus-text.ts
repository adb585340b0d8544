/** One sample of the Prometheus text format: `name{label="value",...} value`. */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Scraped = { types: Map<string, string>; help: Map<string, string>; samples: Sample[] };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+-?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;

/**
 * Parses the Prometheus text exposition format (version 0.0.4) strictly: a line that is neither a comment, a
 * HELP or TYPE line nor a well-formed sample throws, so a malformed scrape fails the test that reads it.
 */
export function parsePrometheusText(text: string): Scraped {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      if (kind === "TYPE") {
        if (!["counter", "gauge", "histogram", "summary", "untyped"].includes(rest!))
          throw new Error(`bad TYPE: ${line}`);
        types.set(name!, rest!);
      } else help.set(name!, rest!);
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText, valueText] = match;
    // As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case; prom-client writes "Nan".
    const special = { nan: NaN, "+inf": Infinity, inf: Infinity, "-inf": -Infinity }[valueText!.toLowerCase()];
    const value = special ?? Number(valueText);
    if (special === undefined && (valueText === "" || Number.isNaN(value))) throw new Error(`bad value: ${line}`);
    samples.push({ name: name!, labels: parseLabels(labelText ?? "", line), value });
  }
  return { types, help, samples };
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_all, char: string) => (char === "n" ? "\n" : char));
  }
  return labels;
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(scraped: Scraped, name: string, labels: Record<string, string> = {}): Sample[] {
  return scraped.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The one sample of `name` with `labels` (throws unless exactly one). */
export function valueOf(scraped: Scraped, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(scraped, name, labels);
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]!.value;
}

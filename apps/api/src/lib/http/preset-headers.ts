import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from "node:http";

/** Headers given for every answer; one record is shared by all responses, never copied or changed. */
export type HeaderPreset = Readonly<Record<string, string>>;

/** Finishes a head as it is written, from the headers it has (names lower case) and the request. */
export type HeadRule = (head: OutgoingHttpHeaders, response: PresetHeadersResponse) => void;

/**
 * Node's response with headers given in advance (presets) and rules that finish its head, applied as the head
 * is written: the presets go under the answer's own (a header the answer sets itself wins), then the rules see
 * the whole head. Setting headers on Node's response one by one (`setHeader`) validated each on every request
 * and sent Node's `writeHead` down its slow path, which sets every header of the answer once more: for the
 * security headers and the request id, about a third of a small read's time (issue 13). Middlewares that only
 * add a header depending on others (Vary, a private Cache-Control) read and changed the web `Headers` of every
 * response for it; a rule reads a plain record the adapter builds anyway. Node validates the head once, as it
 * writes it.
 *
 * Names in a preset are lower case, as the web `Headers` the app's answers come from give theirs.
 */
export class PresetHeadersResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #presets: HeaderPreset[] | undefined;
  #rules: HeadRule[] | undefined;

  preset(headers: HeaderPreset) {
    (this.#presets ??= []).push(headers);
  }

  /** What the presets give `name` (lower case), the last preset's value when several give it. */
  presetHeader(name: string): string | undefined {
    let value;
    if (this.#presets) for (const preset of this.#presets) value = preset[name] ?? value;
    return value;
  }

  /** `rule` runs on the head when it is written, after the rules added before it. */
  finishHead(rule: HeadRule) {
    (this.#rules ??= []).push(rule);
  }

  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const message = typeof messageOrHeaders === "string" ? messageOrHeaders : undefined;
    const given = typeof messageOrHeaders === "string" ? maybeHeaders : messageOrHeaders;
    if (!this.#presets && !this.#rules) return super.writeHead(statusCode, message, given);
    const head: OutgoingHttpHeaders = {};
    if (this.#presets) for (const preset of this.#presets) Object.assign(head, preset);
    // Headers set one by one (not what the app's adapter does) are part of the answer's own.
    if (this.getHeaderNames().length > 0) addOwn(head, this.getHeaders());
    if (given) addOwn(head, Array.isArray(given) ? fromPairs(given) : given);
    if (this.#rules) for (const rule of this.#rules) rule(head, this);
    return super.writeHead(statusCode, message, head);
  }
}

/** `own` over `head`, each name lower case: a name spelt in capitals replaces the preset's lower-case one. */
function addOwn(head: OutgoingHttpHeaders, own: OutgoingHttpHeaders) {
  for (const name in own) head[name.toLowerCase()] = own[name];
}

/** Raw pairs, flat (`[name, value, …]`) or nested, as a record; a name given twice keeps both values. */
function fromPairs(pairs: OutgoingHttpHeader[]): OutgoingHttpHeaders {
  const record: Record<string, string[]> = {};
  const add = (name: unknown, value: unknown) => (record[String(name).toLowerCase()] ??= []).push(String(value));
  if (pairs.length > 0 && Array.isArray(pairs[0])) for (const [name, value] of pairs as string[][]) add(name, value);
  else for (let index = 0; index < pairs.length; index += 2) add(pairs[index], pairs[index + 1]);
  return Object.fromEntries(
    Object.entries(record).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

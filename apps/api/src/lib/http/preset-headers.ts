import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from "node:http";

/** Headers given for every answer; one record is shared by all responses, never copied or changed. */
export type HeaderPreset = Readonly<Record<string, string>>;

/**
 * Node's response with headers given in advance (presets), written under the answer's own when its head is
 * written: a header the answer sets itself wins. Setting them on Node's response one by one (`setHeader`)
 * validated each on every request and sent Node's `writeHead` down its slow path, which sets every header of
 * the answer once more: for the security headers and the request id, about a third of a small read's time
 * (issue 13). Here they join the answer's headers in one object, which Node validates once as it writes.
 *
 * Names in a preset are lower case, as the web `Headers` the app's answers come from give theirs.
 */
export class PresetHeadersResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #presets: HeaderPreset[] | undefined;

  preset(headers: HeaderPreset) {
    (this.#presets ??= []).push(headers);
  }

  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const presets = this.#presets;
    const message = typeof messageOrHeaders === "string" ? messageOrHeaders : undefined;
    const headers = typeof messageOrHeaders === "string" ? maybeHeaders : messageOrHeaders;
    if (presets && headers && !Array.isArray(headers) && this.getHeaderNames().length === 0) {
      return super.writeHead(statusCode, message, underPresets(presets, headers));
    }
    if (presets) {
      // Headers set one by one, or given as raw pairs (not what the app's adapter does): Node sets the given
      // ones after these, so the answer's own still win.
      for (const preset of presets) {
        for (const name in preset) if (!this.hasHeader(name)) this.setHeader(name, preset[name]!);
      }
    }
    return super.writeHead(statusCode, message, headers);
  }
}

/** The presets with `own` over them; a name `own` spells in capitals replaces the preset's lower-case one. */
function underPresets(presets: HeaderPreset[], own: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const merged: OutgoingHttpHeaders = {};
  for (const preset of presets) for (const name in preset) merged[name] = preset[name];
  for (const name in own) {
    const lower = name.toLowerCase();
    if (lower !== name && lower in merged) delete merged[lower];
    merged[name] = own[name];
  }
  return merged;
}

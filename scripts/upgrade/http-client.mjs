// A browser-like client for a running Stint server: sends the server's own Origin (the API refuses writes from
// unknown origins) and keeps the session cookie between calls, as the web app's browser would.
import { createHash } from "node:crypto";

export class ApiClient {
  /** @param {string} baseUrl @param {string} [label] who this client is, for failure messages */
  constructor(baseUrl, label = "anonymous") {
    this.baseUrl = baseUrl;
    this.label = label;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /** Another client with this one's session: the same person in a second tab (or after the upgrade). */
  withSession(baseUrl = this.baseUrl) {
    const copy = new ApiClient(baseUrl, this.label);
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  async request(method, url, { body, form, redirect = "manual" } = {}) {
    const headers = { origin: new URL(this.baseUrl).origin };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload = form;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(new URL(url, this.baseUrl), { method, headers, body: payload, redirect });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    let json;
    try {
      json = bytes.length > 0 ? JSON.parse(bytes.toString("utf8")) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, bytes };
  }

  get(url, options) {
    return this.request("GET", url, options);
  }

  /** A call that must answer `expected` (201 for a POST unless told); throws with the answer otherwise. */
  async must(method, url, body, expected = method === "POST" ? 201 : 200) {
    const response = await this.request(method, url, body === undefined ? {} : { body });
    if (response.status !== expected) {
      const text = response.bytes.toString("utf8").slice(0, 600);
      throw new Error(`${this.label}: ${method} ${url} answered ${response.status}, expected ${expected}: ${text}`);
    }
    return response.json;
  }

  async upload({ purpose, name, bytes, type }) {
    const form = new FormData();
    form.append("purpose", purpose);
    form.append("file", new Blob([bytes], { type }), name);
    const response = await this.request("POST", "/api/files", { form });
    if (response.status !== 201) {
      throw new Error(`${this.label}: upload of ${name} answered ${response.status}: ${response.bytes.toString()}`);
    }
    return response.json;
  }
}

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

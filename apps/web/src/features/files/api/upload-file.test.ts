import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../../../test/fake-xhr.ts";
import { uploadFile } from "./upload-file.ts";

const pdf = () => new File(["%PDF-1.4 test"], "cv.pdf", { type: "application/pdf" });
const meta = {
  id: "f1",
  purpose: "cv",
  name: "cv.pdf",
  size: 13,
  contentType: "application/pdf",
  url: "/api/files/f1",
  createdAt: "",
};
const lastSent = () => FakeXhr.sent[FakeXhr.sent.length - 1]!;

describe("uploadFile", () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.answer = null;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("posts the purpose before the file and reports progress", async () => {
    const progress: number[] = [];
    const result = uploadFile({
      purpose: "cv",
      file: pdf(),
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    const xhr = lastSent();
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(["POST", "/api/files", true]);
    expect([...(xhr.body as FormData).keys()]).toEqual(["purpose", "file"]);
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.respond(201, meta);
    await expect(result).resolves.toEqual(meta);
    expect(progress).toEqual([0.5, 1]);
  });

  it("keeps the server's refusal, with its code and message, and does not retry it", async () => {
    const result = uploadFile({ purpose: "cv", file: pdf() });
    lastSent().respond(415, { error: { code: "unsupported-type", message: "This file is not a PDF." } });
    await expect(result).rejects.toMatchObject({
      status: 415,
      code: "unsupported-type",
      message: "This file is not a PDF.",
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("retries a lost connection and succeeds on a later attempt", async () => {
    const result = uploadFile({ purpose: "cv", file: pdf() });
    lastSent().failNetwork();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeXhr.sent).toHaveLength(2);
    lastSent().respond(201, meta);
    await expect(result).resolves.toEqual(meta);
  });

  it("gives up after ten minutes of server failures with retry-limit-exceeded, and tries no more", async () => {
    FakeXhr.answer = (xhr) => xhr.respond(503, {});
    const result = uploadFile({ purpose: "cv", file: pdf() });
    const outcome = expect(result).rejects.toMatchObject({ code: "retry-limit-exceeded" });
    let settled = false;
    result.catch(() => undefined).finally(() => (settled = true));
    // The longest wait is a minute, so nothing gives up before nine minutes have passed.
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(settled).toBe(false);
    const beforeLimit = FakeXhr.sent.length;
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await outcome;
    expect(beforeLimit).toBeGreaterThan(5);
    const attempts = FakeXhr.sent.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeXhr.sent).toHaveLength(attempts);
  });

  it("aborts the request in flight when cancelled, with canceled", async () => {
    const controller = new AbortController();
    const result = uploadFile({ purpose: "cv", file: pdf(), signal: controller.signal });
    lastSent().progress(3, 10);
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: "canceled" });
    expect(lastSent().aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

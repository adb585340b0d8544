import { describe, expect, it } from "vitest";
import { createFileUrlSigner, SIGNED_URL_TTL_SECONDS } from "./signed-url.ts";

const FILE = "0b5f4c57-4a56-4d4e-9a1e-3f4b8b8c1d2e";
const OTHER = "6f1c2a3b-1111-4222-8333-944455566677";
const signer = createFileUrlSigner("a-secret-that-is-long-enough-for-tests");
const params = (url: string) => new URL(url, "http://stint.test").searchParams;

describe("signed download links", () => {
  it("are valid for five to six minutes, then not", () => {
    const now = new Date("2025-03-01T10:00:30Z");
    const { url, expires } = signer.sign(FILE, now);
    const { signature } = Object.fromEntries(params(url));
    const lifetime = expires - now.getTime() / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(SIGNED_URL_TTL_SECONDS);
    expect(lifetime).toBeLessThanOrEqual(SIGNED_URL_TTL_SECONDS + 60);
    expect(signer.verify(FILE, String(expires), signature, now)).toBe(true);
    expect(signer.verify(FILE, String(expires), signature, new Date(expires * 1000 - 1))).toBe(true);
    expect(signer.verify(FILE, String(expires), signature, new Date(expires * 1000))).toBe(false);
  });

  it("are the same within a minute, so the browser can cache what they point at", () => {
    expect(signer.sign(FILE, new Date("2025-03-01T10:00:01Z")).url).toBe(
      signer.sign(FILE, new Date("2025-03-01T10:00:59Z")).url,
    );
  });

  it("fail for another file, another expiry, another secret or a changed signature", () => {
    const now = new Date();
    const { url, expires } = signer.sign(FILE, now);
    const signature = params(url).get("signature")!;
    expect(signer.verify(OTHER, String(expires), signature, now)).toBe(false);
    expect(signer.verify(FILE, String(expires + 60), signature, now)).toBe(false);
    expect(
      createFileUrlSigner("another-secret-just-as-long-as-that").verify(FILE, String(expires), signature, now),
    ).toBe(false);
    for (let i = 0; i < signature.length; i++) {
      const changed = signature.slice(0, i) + (signature[i] === "A" ? "B" : "A") + signature.slice(i + 1);
      expect(signer.verify(FILE, String(expires), changed, now)).toBe(false);
    }
    for (const bad of [undefined, "", `${signature}=`, signature.slice(1)]) {
      expect(signer.verify(FILE, String(expires), bad, now)).toBe(false);
    }
    for (const bad of [undefined, "", "soon", "1e12", "-5", `${expires}.0`]) {
      expect(signer.verify(FILE, bad, signature, now)).toBe(false);
    }
  });
});

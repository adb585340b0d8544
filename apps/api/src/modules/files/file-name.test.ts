import { describe, expect, it } from "vitest";
import { contentDisposition, displayName } from "./file-name.ts";

const pdf = (name: string) => displayName({ name, contentType: "application/pdf", purpose: "cv" });

describe("displayName", () => {
  it.each([
    ["CV Lena.pdf", "CV Lena.pdf"],
    ["C:\\Users\\lena\\CV.PDF", "CV.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["report\u202Efdp.exe", "reportfdp.exe.pdf"],
    ["tab\there\nnew\u0000line.pdf", "tab here newline.pdf"],
    ["  spaced   out  .pdf", "spaced out.pdf"],
    [".hidden.pdf", "hidden.pdf"],
    ["", "CV.pdf"],
    ["...", "CV.pdf"],
    [".pdf", "pdf.pdf"],
    ["Lebenslauf Müller.pdf", "Lebenslauf Müller.pdf"],
  ])("makes %j into %j", (input, expected) => {
    expect(pdf(input)).toBe(expected);
  });

  it("keeps a matching extension of either spelling and adds the sniffed type's otherwise", () => {
    const jpeg = (name: string) => displayName({ name, contentType: "image/jpeg", purpose: "avatar" });
    expect(jpeg("me.jpeg")).toBe("me.jpeg");
    expect(jpeg("me.JPG")).toBe("me.jpg");
    expect(jpeg("me.png")).toBe("me.png.jpg");
    expect(displayName({ name: "", contentType: "image/png", purpose: "logo" })).toBe("logo.png");
  });

  it("caps the length at 120 characters, keeping the extension and whole characters", () => {
    const long = pdf(`${"😀".repeat(200)}.pdf`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith("😀.pdf")).toBe(true);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII name for old clients and the exact name in RFC 8187 form", () => {
    expect(contentDisposition("attachment", 'Müller "CV" (2025)*.pdf')).toBe(
      `attachment; filename="M_ller _CV_ (2025)*.pdf"; filename*=UTF-8''M%C3%BCller%20%22CV%22%20%282025%29%2A.pdf`,
    );
    expect(contentDisposition("inline", "me.png")).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
  });
});

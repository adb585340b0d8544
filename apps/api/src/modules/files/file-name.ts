import type { FilePurpose } from "@stint/shared/files";

const MAX_NAME_LENGTH = 120;

// The extensions a sniffed type may show; a name with another one gets the first of these added.
const EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
};

const FALLBACK_STEM: Record<FilePurpose, string> = { cv: "CV", avatar: "picture", logo: "logo" };

/**
 * The name shown for an upload and used when it is downloaded: the uploader's base name without folders,
 * control or bidirectional-override characters (which can disguise an extension), at most 120 characters,
 * ending in the extension of the type the content really has.
 */
export function displayName(options: { name: string; contentType: string; purpose: FilePurpose }): string {
  const extensions = EXTENSIONS[options.contentType] ?? [];
  const base = (options.name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\t\n\r\v\f]/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  const keepsExtension = extensions.includes(extension);
  let stem = keepsExtension ? base.slice(0, dot) : base;
  const suffix = keepsExtension ? `.${extension}` : extensions[0] ? `.${extensions[0]}` : "";
  stem = stem.trim() || FALLBACK_STEM[options.purpose];
  // Cut by code points, so no surrogate pair is split.
  const room = MAX_NAME_LENGTH - suffix.length;
  if ([...stem].length > room) stem = [...stem].slice(0, room).join("").trimEnd();
  return `${stem}${suffix}`;
}

/**
 * The name a file goes by for anyone but its owner: what it is ("CV.pdf", "picture.jpg"), never what the
 * owner called it, which is often their own name (an anonymised CV would give it away).
 */
export function neutralName(options: { contentType: string; purpose: FilePurpose }): string {
  const extension = EXTENSIONS[options.contentType]?.[0];
  return extension ? `${FALLBACK_STEM[options.purpose]}.${extension}` : FALLBACK_STEM[options.purpose];
}

/**
 * `attachment` (downloads) or `inline` (images shown in place), with the name in both forms: plain ASCII for
 * old clients and RFC 8187 UTF-8 for the rest.
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// Types of web-bundle.mjs for its TypeScript test (apps/api/scripts/web-bundle.test.ts).
export type SizedFile = { file: string; gzip: number };

export function entryAssets(indexHtml: string): { scripts: string[]; preloads: string[]; styles: string[] };
export function staticImports(code: string): string[];
export function entryClosure(indexHtml: string, read: (file: string) => string): string[];
export function webBundleSizes(distDir: string): {
  entryJs: { gzip: number; files: SizedFile[] };
  entryCss: { gzip: number; files: SizedFile[] };
  largestChunk: SizedFile | null;
};

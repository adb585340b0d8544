// Runs in a worker thread of its own (pdf-reader-pool.ts): PDF.js parses untrusted bytes here, so that a PDF made
// to exhaust memory or time ends this thread (resource limits, terminate) and never the API process. Plain
// JavaScript, so that it loads the same from the sources, the tests and next to the bundled API.
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
// PDF.js's own parsing half, loaded now and in this thread (its "fake worker"), not on the first document.
import * as pdfWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";

globalThis.pdfjsWorker = pdfWorker;
// What PDF.js skips in a broken file is no news for the server's log.
for (const method of ["log", "info", "warn", "error"]) console[method] = () => undefined;

/** @typedef {{ str: string, x: number, y: number, width: number, height: number }} Item */

/** @param {{ data: ArrayBuffer, maxPages: number, maxChars: number }} job */
async function read({ data, maxPages, maxChars }) {
  const task = getDocument({
    data: new Uint8Array(data),
    // Nothing is drawn: no fonts to load, no code to evaluate, no requests of any kind.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    if (document.numPages > maxPages) return { kind: "too-many-pages", pages: document.numPages };
    const pages = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      /** @type {Item[]} */
      const items = [];
      // Read as a stream, so that a page made of megabytes of text is given up at the limit, not read whole.
      const reader = page.streamTextContent().getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const item of chunk.value.items) {
          if (!("str" in item) || item.str.trim() === "") continue;
          const [a, b, , d, e, f] = item.transform;
          // Rotated text (a sidebar's vertical caption) reads as noise in a line.
          if (Math.abs(b) > Math.abs(a) * 0.1) continue;
          chars += item.str.length;
          if (chars > maxChars) {
            await reader.cancel();
            return { kind: "too-much-text" };
          }
          items.push({
            str: item.str,
            x: e - viewport.viewBox[0],
            // Top-down, as a reader goes.
            y: viewport.viewBox[3] - f,
            width: item.width,
            height: Math.abs(d) || item.height,
          });
        }
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return { kind: "text", pages };
  } finally {
    await document.destroy();
  }
}

parentPort.on("message", (job) => {
  read(job).then(
    (result) => parentPort.postMessage(result),
    (error) =>
      parentPort.postMessage({
        kind: error?.name === "PasswordException" ? "encrypted" : "unreadable",
        reason: String(error?.message ?? error).slice(0, 200),
      }),
  );
});
parentPort.postMessage({ kind: "ready" });

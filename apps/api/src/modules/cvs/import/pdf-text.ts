import { Worker } from "node:worker_threads";
import { CV_IMPORT_ERROR_CODES } from "@stint/shared/cv-import";
import { AppError } from "../../../lib/errors.ts";

/** A piece of text where the page shows it: x from the left, y from the top (of its baseline), in points. */
export type TextItem = { str: string; x: number; y: number; width: number; height: number };
export type TextPage = { width: number; height: number; items: TextItem[] };

type WorkerAnswer =
  | { kind: "ready" }
  | { kind: "text"; pages: TextPage[] }
  | { kind: "too-many-pages"; pages: number }
  | { kind: "too-much-text" }
  | { kind: "encrypted" | "unreadable"; reason: string };

export type PdfLimits = {
  pages: number;
  chars: number;
  /** From the moment the worker has the PDF: past it the worker is ended. */
  timeMs: number;
  heapMb: number;
};

/** What a CV may be: a few pages of text. Anything beyond is not a CV, or is made to keep the reader busy. */
export const PDF_LIMITS: PdfLimits = { pages: 20, chars: 200_000, timeMs: 4_000, heapMb: 192 };

// Loading PDF.js takes a thread a second or more on a busy machine, so a worker is kept for the next PDF while
// it behaves; one that ran out of time or memory is ended and a fresh one started. Idle ones end after a while.
const POOL_SIZE = 2;
const IDLE_MS = 60_000;
const START_MS = 15_000;
const WORKER_URL = new URL("./pdf-text-worker.mjs", import.meta.url);

export const pdfUnreadable = (message = "This PDF could not be read.") =>
  new AppError(CV_IMPORT_ERROR_CODES.unreadable, 422, message);

type Reader = { worker: Worker; heapMb: number; idleTimer?: NodeJS.Timeout };

const idle: Reader[] = [];
const waiting: (() => void)[] = [];
const alive = new Set<Worker>();
const busy = new Set<Worker>();
let running = 0;
// A replacement for a worker that failed, started at once so that the next PDF need not wait for PDF.js to load.
let spare: { heapMb: number; reader: Promise<Reader | undefined> } | undefined;

/**
 * The positioned text of every page. A PDF that cannot be read — broken, encrypted, more pages or text than a CV
 * has, more memory or time than it may take — is a 422 `pdf_unreadable`; a worker that failed is gone by then.
 */
export async function readPdfText(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<TextPage[]> {
  while (running >= POOL_SIZE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  let reader: Reader | undefined;
  let healthy = false;
  try {
    reader = takeIdle(limits.heapMb) ?? (await takeSpare(limits.heapMb)) ?? (await startReader(limits.heapMb));
    busy.add(reader.worker);
    // Copied into a buffer of its own (a Buffer may be a view of a shared pool), handed over rather than cloned.
    const data = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(data).set(bytes);
    reader.worker.postMessage({ data, maxPages: limits.pages, maxChars: limits.chars }, [data]);
    const answer = await nextAnswer(reader.worker, limits.timeMs);
    healthy = answer !== "timeout" && answer !== "crashed";
    return pagesOf(answer, limits);
  } finally {
    running--;
    if (reader) busy.delete(reader.worker);
    // A failed worker is gone before the answer goes out.
    if (reader && healthy) keepIdle(reader);
    else if (reader) {
      await reader.worker.terminate();
      startSpare(limits.heapMb);
    }
    waiting.shift()?.();
  }
}

function pagesOf(answer: WorkerAnswer | "timeout" | "crashed", limits: PdfLimits): TextPage[] {
  if (answer === "timeout") throw pdfUnreadable("This PDF takes too long to read.");
  if (answer === "crashed") throw pdfUnreadable();
  switch (answer.kind) {
    case "text":
      return answer.pages;
    case "too-many-pages":
      throw pdfUnreadable(`This PDF has ${answer.pages} pages; a CV to read may have at most ${limits.pages}.`);
    case "too-much-text":
      throw pdfUnreadable("This PDF holds far more text than a CV.");
    case "encrypted":
      throw pdfUnreadable("This PDF is protected by a password. Upload one without a password.");
    default:
      throw pdfUnreadable();
  }
}

function startSpare(heapMb: number) {
  if (spare || idle.length > 0) return;
  const reader = startReader(heapMb).catch(() => undefined);
  spare = { heapMb, reader };
  void reader.then((started) => {
    // Not taken by a read in the meantime: it waits as any idle worker.
    if (spare?.reader !== reader) return;
    spare = undefined;
    if (started) keepIdle(started);
  });
}

async function takeSpare(heapMb: number): Promise<Reader | undefined> {
  if (!spare || spare.heapMb !== heapMb) return undefined;
  const { reader } = spare;
  spare = undefined;
  return reader;
}

function takeIdle(heapMb: number): Reader | undefined {
  const index = idle.findIndex((reader) => reader.heapMb === heapMb);
  if (index === -1) return undefined;
  const [reader] = idle.splice(index, 1);
  clearTimeout(reader!.idleTimer);
  return reader;
}

function keepIdle(reader: Reader) {
  reader.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(reader), 1);
    void reader.worker.terminate();
  }, IDLE_MS);
  reader.idleTimer.unref();
  idle.push(reader);
}

async function startReader(heapMb: number): Promise<Reader> {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  alive.add(worker);
  worker.once("exit", () => alive.delete(worker));
  // An idle reader does not keep the process alive (tests, a stopping server).
  worker.unref();
  const ready = await nextAnswer(worker, START_MS);
  if (ready === "timeout" || ready === "crashed" || ready.kind !== "ready") {
    void worker.terminate();
    throw pdfUnreadable("PDFs cannot be read right now. Try again in a moment.");
  }
  return { worker, heapMb };
}

function nextAnswer(worker: Worker, timeMs: number): Promise<WorkerAnswer | "timeout" | "crashed"> {
  return new Promise((resolve) => {
    const settle = (value: WorkerAnswer | "timeout" | "crashed") => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onFailure).off("exit", onFailure);
      resolve(value);
    };
    const onMessage = (message: WorkerAnswer) => settle(message);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a failed load, an exit of its own.
    const onFailure = () => settle("crashed");
    const timer = setTimeout(() => settle("timeout"), timeMs);
    worker.on("message", onMessage).on("error", onFailure).on("exit", onFailure);
  });
}

/**
 * The PDF workers now: alive (busy, idle or starting) and busy with a PDF (tests: a hostile PDF leaves none
 * stuck, and no more than the pool and one spare are ever alive).
 */
export function pdfWorkerCount(): { alive: number; busy: number; idle: number } {
  return { alive: alive.size, busy: busy.size, idle: idle.length };
}

// Preloaded into a server under benchmark (NODE_OPTIONS=--import=…): samples process.memoryUsage() every
// 5 ms and, on SIGUSR2, prints the peaks since the last report as one line `MEMPROBE {json}` and starts over.
// The bench reads that line from the server's output; nothing else changes in the server.
const SAMPLE_MS = 5;
const fresh = () => ({ rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0, samples: 0 });
let peaks = fresh();

const sample = () => {
  const usage = process.memoryUsage();
  for (const key of ["rss", "heapUsed", "heapTotal", "external", "arrayBuffers"]) {
    peaks[key] = Math.max(peaks[key], usage[key]);
  }
  peaks.samples += 1;
};
setInterval(sample, SAMPLE_MS).unref();

process.on("SIGUSR2", () => {
  sample();
  process.stdout.write(`MEMPROBE ${JSON.stringify({ ...peaks, now: process.memoryUsage() })}\n`);
  peaks = fresh();
});

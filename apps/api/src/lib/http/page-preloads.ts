/**
 * The first read a page's screen makes, for pages whose address names it: the page asks for it itself (a preload
 * link in the HTML), in parallel with its scripts, and the app's request for the same address takes that answer
 * instead of starting after the screen's code has arrived. Only ids that are plainly UUIDs are written into the
 * page, so nothing from the address but hex digits and dashes reaches the HTML.
 */
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

const PAGE_READS: { page: RegExp; read: (id: string) => string }[] = [
  // apps/web: features/jobs/api/get-job.ts, started by the route's loader (app/loaders/job-detail.ts).
  { page: new RegExp(`^/job-detail/(${UUID})/?$`), read: (id) => `/api/jobs/${id}` },
];

/** `html` with a preload of the read the page at `path` starts with, or as it is. */
export function withPagePreloads(html: string, path: string): string {
  for (const { page, read } of PAGE_READS) {
    const id = page.exec(path)?.[1];
    if (!id) continue;
    const link = `<link rel="preload" href="${read(id)}" as="fetch" crossorigin="anonymous" />`;
    return html.replace("</head>", `  ${link}\n  </head>`);
  }
  return html;
}

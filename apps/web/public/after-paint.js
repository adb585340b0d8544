// The boot script of a page the server rendered (apps/web/src/server/page-assets.ts): the page paints from its
// markup and stylesheets, so the app's scripts (~350 kB, which only make it interactive) are asked for once it has
// painted instead of competing with the stylesheets on a slow line. A tab opened in the background, which paints
// nothing, still loads them within a second.
const boot = document.querySelector("script[data-entry]");
const entry = boot?.getAttribute("data-entry");
const preloads = (boot?.getAttribute("data-preload") ?? "").split(" ").filter(Boolean);
let started = false;

function load() {
  if (started || !entry) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  // Without the app the page stays readable; it is opened for use (links, forms) as a plain page.
  import(entry).catch(() => {
    // The attributes of UNTIL_HYDRATED (src/app/server-state.ts).
    for (const name of ["inert", "aria-disabled", "aria-busy"]) document.getElementById("root")?.removeAttribute(name);
  });
}

requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 1000);

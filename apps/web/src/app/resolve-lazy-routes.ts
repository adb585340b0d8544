import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the code of the routes `location` matches into their route objects. A router created over unloaded
 * routes shows its fallback until they load, which would not match the page the server rendered; hydration needs
 * the screens in place first.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === "function") {
        Object.assign(route, await lazy());
      } else {
        const parts = Object.entries(lazy) as [string, () => Promise<unknown>][];
        const loaded = await Promise.all(parts.map(async ([key, load]) => [key, await load()] as const));
        Object.assign(route, Object.fromEntries(loaded));
      }
      route.lazy = undefined;
    }),
  );
}

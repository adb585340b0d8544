type Fetch<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;

/**
 * Counts the requests the application is still handling. A closed socket says nothing about that: a client
 * that gives up mid-request leaves its handler running, and closing the database under it fails the handler.
 * The application's own promise goes back to the server: an async wrapper around it cost every request a frame
 * and a promise of its own (issue 13).
 */
export function trackInFlight<A extends unknown[]>(fetch: Fetch<A>) {
  let running = 0;
  let waiting: (() => void)[] = [];
  const settle = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    fetch: (request: Request, ...rest: A): Response | Promise<Response> => {
      running += 1;
      let response;
      try {
        response = fetch(request, ...rest);
      } catch (error) {
        settle();
        throw error;
      }
      if (response instanceof Promise) response.then(settle, settle);
      else settle();
      return response;
    },
    get running() {
      return running;
    },
    /** Resolves once no request is being handled (at once when none is). */
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

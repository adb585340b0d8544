/**
 * The one seam through which every database statement passes (issue 33): traces make a span of each, metrics
 * time them. `client.ts` hooks both drivers (observed-drivers.ts); an observer sees the SQL text only, never
 * the parameters, so that no value a user typed (a password hash, an e-mail address) reaches telemetry.
 */
export type QueryObserver = (query: { text: string; driver: "pglite" | "postgres" }) => (error?: unknown) => void;

type QueryEnd = (error?: unknown) => void;

const observers = new Set<QueryObserver>();

/** Adds an observer for every query of every Database opened after (and before) the call; returns a remover. */
export function observeQueries(observer: QueryObserver): () => void {
  // A wrapper of its own, so that adding the same function twice observes twice and each remover removes one.
  const entry: QueryObserver = (query) => observer(query);
  observers.add(entry);
  return () => {
    observers.delete(entry);
  };
}

/** Whether any observer listens: the drivers' hooks check this first, so that none costs only this test. */
export function queriesObserved(): boolean {
  return observers.size > 0;
}

/**
 * Tells each observer that `text` starts; returns what tells them it ended. An observer that throws is left
 * out rather than failing the statement: telemetry must never break a request.
 */
export function startQuery(text: string, driver: "pglite" | "postgres"): QueryEnd {
  const ends: QueryEnd[] = [];
  for (const observer of observers) {
    try {
      ends.push(observer({ text, driver }));
    } catch {
      // left out (see above)
    }
  }
  return (error) => {
    for (const end of ends) {
      try {
        end(error);
      } catch {
        // left out (see above)
      }
    }
  };
}

/**
 * Runs `run` as the statement `text`, telling the observers (if any) when it starts and how it ended. Without
 * observers it is `run()` itself: no promise, no closure of its own.
 */
export function observed<T>(text: string, driver: "pglite" | "postgres", run: () => Promise<T>): Promise<T> {
  if (observers.size === 0) return run();
  const end = startQuery(text, driver);
  let promise: Promise<T>;
  try {
    promise = run();
  } catch (error) {
    end(error);
    throw error;
  }
  return promise.then(
    (result) => {
      end();
      return result;
    },
    (error: unknown) => {
      end(error);
      throw error;
    },
  );
}

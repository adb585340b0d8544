import type { Context, Env, ErrorHandler, MiddlewareHandler } from "hono";

/**
 * One concern of a layer: what a middleware did before the route and what it did with the response. Without
 * `E`, a step fits the layer of any app, as Hono's MiddlewareHandler does (its default is `any` too).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Step<E extends Env = any> = {
  /** Before the route; a Response (or a promise of one) answers at once, and the steps after it do not run. */
  before?: (c: Context<E>) => Response | void | Promise<Response | void>;
  /** Once the response is made (an error's too), the last step's first. */
  after?: (c: Context<E>) => void | Promise<void>;
};

/**
 * Several middlewares as one: their `before`s in order, the route, their `after`s in reverse. Hono runs each
 * middleware as an async frame of its own, and those of ours that looked at the response each awaited the rest
 * of the request; with nine of them, that was a tenth of a small read's time (issue 13). Here a request whose
 * steps need no waiting passes with no frame of its own, and one promise carries all the `after`s.
 *
 * Errors go as they went between separate middlewares: a step that throws is answered by `onError`, and the
 * steps before it see that answer in their `after`.
 */
export function layer<E extends Env>(steps: Step<E>[], onError: ErrorHandler<E>): MiddlewareHandler<E> {
  const recover = async (c: Context<E>, ran: number, error: unknown): Promise<void> => {
    if (!(error instanceof Error)) throw error;
    c.error = error;
    c.res = await onError(error, c);
    return afterwards(c, ran);
  };

  /** The `after`s of the first `ran` steps, the last first. */
  const afterwards = (c: Context<E>, ran: number): void | Promise<void> => {
    for (let index = ran - 1; index >= 0; index -= 1) {
      const after = steps[index]!.after;
      if (!after) continue;
      let pending;
      try {
        pending = after(c);
      } catch (error) {
        return recover(c, index, error);
      }
      if (pending) {
        return pending.then(
          () => afterwards(c, index),
          (error: unknown) => recover(c, index, error),
        );
      }
    }
  };

  /** From step `from` on, once a step had to wait (`pending`): the slower way, in one async frame. */
  const resume = async (c: Context<E>, next: () => Promise<void>, from: number, pending: Promise<Response | void>) => {
    let index = from;
    try {
      let answer = await pending;
      while (!answer && ++index < steps.length) answer = await steps[index]!.before?.(c);
      if (answer) {
        c.res = answer;
        return afterwards(c, index);
      }
    } catch (error) {
      return recover(c, index, error);
    }
    await next();
    return afterwards(c, steps.length);
  };

  return (c, next) => {
    let index = 0;
    try {
      for (; index < steps.length; index += 1) {
        const answer = steps[index]!.before?.(c);
        if (answer instanceof Promise) return resume(c, next, index, answer);
        if (answer) {
          c.res = answer;
          return Promise.resolve(afterwards(c, index));
        }
      }
    } catch (error) {
      return recover(c, index, error);
    }
    return next().then(() => afterwards(c, steps.length));
  };
}

/**
 * `steps` for the requests whose path is `prefix` or below it only, as the middlewares of a sub-app mounted
 * there ran: the API's steps join the app's layer instead of being a second one, which was an async frame of
 * Hono's compose and a promise more on every request (issue 13).
 */
export function under<E extends Env>(prefix: string, steps: Step<E>[]): Step<E>[] {
  const inside = (c: Context<E>) => {
    const path = c.req.path;
    return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === "/");
  };
  return steps.map(({ before, after }) => ({
    ...(before && { before: (c: Context<E>) => (inside(c) ? before(c) : undefined) }),
    ...(after && { after: (c: Context<E>) => (inside(c) ? after(c) : undefined) }),
  }));
}

/** `promise`'s value, or null once `ms` have passed or when it fails: a scrape never waits long on the database. */
export async function within<T>(ms: number, promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a scrape waits for each of its database reads. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

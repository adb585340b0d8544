// s3rver ships no types; this is the part of its API the tests use (it is a Koa application).
declare module "s3rver" {
  type Middleware = (
    ctx: { method: string; query: Record<string, string | string[] | undefined>; status: number },
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { UNVERIFIED_COMPANY_RULES, type UnverifiedCompanyRule } from "@stint/shared/company-verification";
import { parseOfferedLanguages, UI_LANGUAGES, type UiLanguage } from "@stint/shared/ui-languages";
import { API_HEAP_MB_MIN, defaultApiHeapMb } from "./lib/http/heap-limit.ts";
import { type OidcProvider, oidcProvidersSchema } from "./lib/university-sign-in/oidc-providers.ts";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** The default of UPLOAD_DEBRIS_GRACE_MINUTES: far longer than any upload takes. */
export const UPLOAD_DEBRIS_GRACE_MINUTES = 60;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback unless told otherwise: the embedded defaults come with published demo passwords.
    HOST: z.string().default("127.0.0.1"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    // A streaming read replica of DATABASE_URL for the heavy public reads (db/replica.ts, decision 034).
    DATABASE_REPLICA_URL: z
      .string()
      .url()
      .refine((url) => /^postgres(ql)?:$/.test(new URL(url).protocol), {
        message: "Expected a postgres:// URL of a read replica",
      })
      .optional(),
    BASE_URL: z.string().url().optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Stint <no-reply@stint.local>"),
    GEOCODER_URL: z.string().url().optional(),
    DEMO_DATA: booleanString.optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RATE_LIMIT: booleanString.default(true),
    STEADY_AUTH_TIMING: booleanString.default(true),
    READ_CACHE: booleanString.default(true),
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    // Shorter than an upload can take would remove an upload in flight in another process.
    UPLOAD_DEBRIS_GRACE_MINUTES: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 60)
      .default(UPLOAD_DEBRIS_GRACE_MINUTES),
    // Languages the interface may be shown in (decision 035): by default every language it is translated into.
    UI_LANGUAGES: z
      .string()
      .default(UI_LANGUAGES.join(","))
      .transform((value, context) => {
        const offered = parseOfferedLanguages(value);
        if (Array.isArray(offered)) return offered;
        context.addIssue({ code: "custom", message: `Unknown languages: ${offered.unknown.join(", ")}` });
        return z.NEVER;
      }),
    CLIENT_IP_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i)
      .optional(),
    MAP_TILE_URL: z
      .string()
      .refine((url) => mapTileOrigins(url).length > 0, {
        message:
          "Expected an http(s) tile URL template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png",
      })
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "Expected an S3 bucket name")
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    // Traces (lib/telemetry): the standard OpenTelemetry variables; off unless an endpoint is set.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_SERVICE_NAME: z.string().default("stint-api"),
    OTEL_SDK_DISABLED: booleanString.default(false),
    // Metrics on a listener of their own, off unless a port is given; loopback unless told otherwise (decision 030).
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().default("127.0.0.1"),
    ACCESS_LOG: booleanString.default(true),
    // Memory the in-process search and matching indexes may take per API process (decision 034); 0: none,
    // searches and rankings read the database. Default: half of API_HEAP_MB (db/index-budget.ts).
    INDEX_MEMORY_MB: z.coerce.number().int().min(0).optional(),
    // The V8 heap limit of each API process, given as --max-old-space-size where they start (lib/http/heap-limit.ts).
    API_HEAP_MB: z.coerce.number().int().min(API_HEAP_MB_MIN).optional(),
    // University sign-in (issue 37): a JSON array of OpenID Connect providers.
    OIDC_PROVIDERS: oidcProvidersSchema.optional(),
    // What a company may do before an operator verified it (issue 37): everything, or write drafts only.
    UNVERIFIED_COMPANIES: z
      .enum(UNVERIFIED_COMPANY_RULES, { error: `Use one of: ${UNVERIFIED_COMPANY_RULES.join(", ")}` })
      .default("publish"),
  })
  .superRefine((raw, context) => {
    const s3Vars = [
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ] as const;
    if (!raw.S3_BUCKET) {
      for (const name of s3Vars.filter((name) => raw[name] !== undefined)) {
        context.addIssue({ code: "custom", path: [name], message: "Only used with S3_BUCKET, which is not set" });
      }
    }
    if (raw.API_PROCESSES > 1 && !raw.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["API_PROCESSES"],
        message: "Several processes need PostgreSQL (DATABASE_URL): the embedded database belongs to one process",
      });
    }
    if (raw.DATABASE_REPLICA_URL && !raw.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_REPLICA_URL"],
        message: "A read replica needs its primary: set DATABASE_URL too (the embedded database has no replica)",
      });
    }
    const heapMb = raw.API_HEAP_MB ?? defaultApiHeapMb(raw.DATABASE_URL);
    // Indexes as large as the heap would crash the process before the budget stopped them.
    if (raw.INDEX_MEMORY_MB !== undefined && raw.INDEX_MEMORY_MB >= heapMb) {
      context.addIssue({
        code: "custom",
        path: ["INDEX_MEMORY_MB"],
        message: `Must be below the heap limit, API_HEAP_MB (${heapMb}), which requests need room in too`,
      });
    }
    if (raw.METRICS_PORT !== undefined && raw.METRICS_PORT !== 0 && raw.METRICS_PORT === raw.PORT) {
      context.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "Must differ from PORT" });
    }
    // One key without the other is a typo, not a request for the SDK's default credentials.
    if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = raw.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
      context.addIssue({ code: "custom", path: [missing], message: "Set both S3 keys, or neither" });
    }
  });

/** Where uploaded files go when S3_BUCKET is set; otherwise they stay on disk under DATA_DIR/files. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a read replica of databaseUrl for lag-tolerant reads (db/replica.ts); only with it. */
  databaseReplicaUrl: string | undefined;
  baseUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  geocoderUrl: string | undefined;
  demoData: boolean;
  logLevel: string;
  rateLimit: boolean;
  /** Sign-up and password-reset requests take a fixed minimum time, so timing tells nothing (tests turn it off). */
  steadyAuthTiming: boolean;
  /** Public job reads cached per catalogue generation (decision 006). */
  readCache: boolean;
  /** How many API processes serve the port (PostgreSQL only): one per core uses a machine's cores. */
  apiProcesses: number;
  /** How old a temporary upload file or stored bytes without a row must be before the debris sweep removes them. */
  uploadDebrisGraceMs: number;
  clientIpHeader: string | undefined;
  /** The interface's languages a request may get (UI_LANGUAGES, English always among them). */
  uiLanguages: UiLanguage[];
  mapTileUrl: string | undefined;
  mapTileAttribution: string | undefined;
  /** The tile server's origins, the only foreign ones the browser may load images from. */
  mapTileOrigins: string[];
  s3: S3Config | undefined;
  /** Where traces go (OTLP over HTTP), when OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set (lib/telemetry). */
  traces: { url: string; serviceName: string } | undefined;
  /** Where GET /metrics listens (lib/metrics); undefined: no metrics. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** One info line per request (lib/http/request-log.ts); off only where a proxy in front logs them already. */
  accessLog: boolean;
  /** INDEX_MEMORY_MB: the in-process indexes' memory budget (db/index-budget.ts); null: not set, the default applies. */
  indexMemoryMb: number | null;
  /** API_HEAP_MB or its default by database: this process's V8 heap limit as its starter set it (lib/http/heap-limit.ts). */
  apiHeapMb: number;
  /** OIDC_PROVIDERS: the universities whose accounts may sign in (lib/university-sign-in); none when unset. */
  oidcProviders: OidcProvider[];
  /** UNVERIFIED_COMPANIES: `publish` (default) or `drafts`, what an unverified company may do (companies/verification). */
  unverifiedCompanies: UnverifiedCompanyRule;
};

export class EnvError extends Error {}

/** Reads configuration once; lists every bad variable instead of failing on the first. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  const extraOrigins = (raw.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databaseReplicaUrl: raw.DATABASE_REPLICA_URL,
    baseUrl,
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    authSecret: raw.AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    geocoderUrl: raw.GEOCODER_URL,
    // Demo data only makes sense on the embedded database unless asked for explicitly.
    demoData: raw.DEMO_DATA ?? !raw.DATABASE_URL,
    logLevel: raw.LOG_LEVEL,
    rateLimit: raw.RATE_LIMIT,
    steadyAuthTiming: raw.STEADY_AUTH_TIMING,
    readCache: raw.READ_CACHE,
    apiProcesses: raw.API_PROCESSES,
    uploadDebrisGraceMs: raw.UPLOAD_DEBRIS_GRACE_MINUTES * 60_000,
    clientIpHeader: raw.CLIENT_IP_HEADER?.toLowerCase(),
    uiLanguages: raw.UI_LANGUAGES,
    mapTileUrl: raw.MAP_TILE_URL,
    // Most tile servers' licences require a credit; OpenStreetMap's is the common case.
    mapTileAttribution: raw.MAP_TILE_URL ? (raw.MAP_TILE_ATTRIBUTION ?? "© OpenStreetMap contributors") : undefined,
    mapTileOrigins: raw.MAP_TILE_URL ? mapTileOrigins(raw.MAP_TILE_URL) : [],
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          endpoint: raw.S3_ENDPOINT,
          // Most S3-compatible servers ignore the region but the request signature needs one.
          region: raw.S3_REGION ?? "us-east-1",
          credentials:
            raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    traces: tracesConfig(raw),
    metricsPort: raw.METRICS_PORT,
    metricsHost: raw.METRICS_HOST,
    accessLog: raw.ACCESS_LOG,
    indexMemoryMb: raw.INDEX_MEMORY_MB ?? null,
    apiHeapMb: raw.API_HEAP_MB ?? defaultApiHeapMb(raw.DATABASE_URL),
    oidcProviders: raw.OIDC_PROVIDERS ?? [],
    unverifiedCompanies: raw.UNVERIFIED_COMPANIES,
  };
}

/** As the OpenTelemetry specification says: the traces endpoint as given, or `/v1/traces` under the general one. */
function tracesConfig(raw: z.infer<typeof schema>): Env["traces"] {
  if (raw.OTEL_SDK_DISABLED) return undefined;
  const url =
    raw.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (raw.OTEL_EXPORTER_OTLP_ENDPOINT && `${raw.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);
  return url ? { url, serviceName: raw.OTEL_SERVICE_NAME } : undefined;
}

// Leaflet fills {s} with one of these unless told otherwise, so the CSP must name each of them.
const TILE_SUBDOMAINS = ["a", "b", "c"];

/**
 * The origins a Leaflet tile URL template loads from, or none when it is not a usable template (not http(s),
 * missing one of {z}, {x}, {y}, or with a placeholder other than those, {s} and {r}).
 */
export function mapTileOrigins(template: string): string[] {
  if (!["{z}", "{x}", "{y}"].every((placeholder) => template.includes(placeholder))) return [];
  const withoutPlaceholders = template.replace(/\{(z|x|y|r)\}/g, "0");
  const subdomains = withoutPlaceholders.includes("{s}") ? TILE_SUBDOMAINS : [""];
  const origins = new Set<string>();
  for (const subdomain of subdomains) {
    const sample = withoutPlaceholders.replaceAll("{s}", subdomain);
    // Leaflet throws on a placeholder it has no value for, so any other one is a configuration mistake.
    if (/[{}]/.test(sample)) return [];
    let url: URL;
    try {
      url = new URL(sample);
    } catch {
      return [];
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return [];
    origins.add(url.origin);
  }
  return [...origins];
}

/** The embedded default needs no setup: a random secret is made once and kept beside the data. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

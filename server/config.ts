import path from "node:path";
import { z } from "zod";

/**
 * Every setting the product reads, parsed once from the environment. A bad value stops start-up with a
 * message naming the variable, so a typo in production never turns into a silent default.
 */
const onOff = z.enum(["on", "off"]);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|:memory:$)/, "must start with postgres://, sqlite: or be :memory:")
    .optional(),
  WORKER: onOff.default("on"),
  PAYMENTS: z.enum(["simulated", "stripe"]).default("simulated"),
  STRIPE_SECRET_KEY: z.string().optional(),
  // Sent to every signed-in browser (GET /api/payments/config/): a secret key pasted here must stop start-up.
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a publishable key (pk_test_… or pk_live_…)")
    .optional(),
  // Stripe signs each webhook event with the endpoint's secret (`stripe listen` prints one for local use).
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  TOPUPS: z.enum(["simulated", "reloadly"]).default("simulated"),
  RELOADLY_CLIENT_ID: z.string().optional(),
  RELOADLY_CLIENT_SECRET: z.string().optional(),
  RELOADLY_AUTH_URL: z.string().url().default("https://auth.reloadly.com"),
  // Unset: production, or the sandbox with RELOADLY_SANDBOX=on; tests point it at a local double.
  RELOADLY_API_URL: z.string().url().optional(),
  RELOADLY_SANDBOX: onOff.default("off"),
  SIMULATED_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // How long a worker's claim on a refill lasts: after that another worker takes a silent one's refills over.
  REFILL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Stripe's API address; only tests set it (to a local fake Stripe).
  STRIPE_API_BASE: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  // Where text messages go: simulated writes them to DATA_DIR/sms/; twilio sends them through each company's
  // Twilio account (its settings' account SID, auth token and number; docs/messages.md).
  SMS: z.enum(["simulated", "twilio"]).default("simulated"),
  // Twilio's API address; only tests set it (to a local double of the Messages API).
  TWILIO_API_BASE: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Refill Back-office <no-reply@localhost>"),
  // The one origin people reach the product at: e-mail links and the start-up banner both name it (a browser
  // keeps a sign-in per origin, so two spellings of this machine would be two sign-ins).
  PUBLIC_URL: z.string().url().optional(),
  SEED: z.enum(["demo", "none"]).default("demo"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** pretty: coloured, one line per request (pino-pretty); json: pino's lines. Unset: pretty on a terminal. */
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  /** /api/health/ answers 503 once a due refill has waited this long with no live worker */
  HEALTH_QUEUE_LIMIT_SECONDS: z.coerce.number().int().min(1).default(300),
  TRUST_PROXY: onOff.default("off"),
  RATE_LIMIT: onOff.default("on"),
  // A bearer token for GET /metrics; short ones are refused because the metrics tell a stranger a lot.
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)")
    .optional(),
  /** `npm run worker` serves its own /metrics on this port when set */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…`, `sqlite:<file>` or `:memory:` */
  databaseUrl: string;
  worker: boolean;
  payments: "simulated" | "stripe";
  stripeSecretKey?: string;
  /** Stripe Elements' key in the panel (pk_…); public by design, unlike stripeSecretKey */
  stripePublishableKey?: string;
  /** the webhook endpoint's signing secret (whsec_…): POST /api/payments/stripe/webhook/ checks each event with it */
  stripeWebhookSecret?: string;
  topups: "simulated" | "reloadly";
  /** TOPUPS=reloadly: the client credentials and where to use them (auth and Airtime API addresses) */
  reloadly?: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };
  /** how long each simulated charge and top-up takes (PAYMENTS/TOPUPS=simulated), to watch a refill move */
  simulatedLatencyMs?: number;
  /** how long a worker's claim on a refill lasts (milliseconds) */
  refillLeaseMs?: number;
  smtpUrl?: string;
  mailFrom: string;
  /** the SMS provider (docs/messages.md); simulated when not given */
  sms?: "simulated" | "twilio";
  /** Twilio's API address instead of https://api.twilio.com (tests: a local double) */
  twilioApiBase?: string;
  publicUrl: string;
  seed: "demo" | "none";
  redisUrl?: string;
  logLevel: Env["LOG_LEVEL"];
  /** how log lines are written (JSON unless said: tests and child processes read them) */
  logFormat?: "pretty" | "json";
  trustProxy: boolean;
  /** how long a due refill may wait with no live worker before /api/health/ says unhealthy (ms) */
  queueWaitLimitMs?: number;
  rateLimit: boolean;
  /**
   * The bearer token GET /metrics asks for; unset, /metrics answers only callers on this machine
   * (server/metrics/access.ts)
   */
  metricsToken?: string;
  /** the port a separate worker process (`npm run worker`) serves its /metrics on; unset: none */
  workerMetricsPort?: number;
  /** Serve the built panel from this folder when it exists (absent in API-only tests). */
  staticDir?: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS === "stripe") {
    const missing = (
      ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const
    ).filter((name) => !e[name]);
    if (missing.length)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when PAYMENTS=stripe`).join("\n")}`,
      );
  }
  if (e.TOPUPS === "reloadly") {
    const missing = (["RELOADLY_CLIENT_ID", "RELOADLY_CLIENT_SECRET"] as const).filter((name) => !e[name]);
    if (missing.length)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when TOPUPS=reloadly`).join("\n")}`,
      );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, "app.db")}`,
    worker: e.WORKER === "on",
    payments: e.PAYMENTS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    topups: e.TOPUPS,
    reloadly:
      e.TOPUPS === "reloadly"
        ? {
            clientId: e.RELOADLY_CLIENT_ID!,
            clientSecret: e.RELOADLY_CLIENT_SECRET!,
            authUrl: e.RELOADLY_AUTH_URL,
            apiUrl:
              e.RELOADLY_API_URL ??
              (e.RELOADLY_SANDBOX === "on"
                ? "https://topups-sandbox.reloadly.com"
                : "https://topups.reloadly.com"),
          }
        : undefined,
    simulatedLatencyMs: e.SIMULATED_LATENCY_MS,
    refillLeaseMs: e.REFILL_LEASE_SECONDS * 1000,
    stripeApiBase: e.STRIPE_API_BASE,
    smtpUrl: e.SMTP_URL,
    sms: e.SMS,
    twilioApiBase: e.TWILIO_API_BASE,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    seed: e.SEED,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    trustProxy: e.TRUST_PROXY === "on",
    queueWaitLimitMs: e.HEALTH_QUEUE_LIMIT_SECONDS * 1000,
    rateLimit: e.RATE_LIMIT === "on",
    metricsToken: e.METRICS_TOKEN,
    workerMetricsPort: e.WORKER_METRICS_PORT,
    staticDir: path.resolve("dist"),
  };
}

/** For the start-up commands: a bad setting ends the process with its message (exit 2), not a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}

/** Settings for tests: in-memory SQLite, no worker, no seed, quiet logs; override what a test needs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: path.resolve("data/test"),
    databaseUrl: ":memory:",
    worker: false,
    payments: "simulated",
    topups: "simulated",
    mailFrom: "Refill Back-office <no-reply@localhost>",
    publicUrl: "http://localhost:8000",
    seed: "none",
    logLevel: "silent",
    trustProxy: false,
    rateLimit: true,
    ...overrides,
  };
}

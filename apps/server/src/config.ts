import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultGuideSharePercent } from '@cicerone/core/payouts/guide-earnings';
import { defaultRetentionDays, retentionKinds, retentionVariables, type RetentionDays, type RetentionKind } from '@cicerone/core/privacy/retention';
import type { S3Settings } from './shared/file-store-s3.ts';
import { ecbDailyRatesUrl } from './features/settings/rate-source.ts';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** Names proxy-addr (Fastify's trustProxy) knows for well-known ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (203.0.113.7, ::1), a CIDR (10.0.0.0/8, fd00::/8) or one of proxyRangeNames. */
function isProxyAddress(item: string): boolean {
  if (proxyRangeNames.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files (and the generated secret) when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** Uploaded and generated files (gallery images), served at /files/; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Where npm run backup writes its archives (embedded database and files); keep it off the data directory's disk if you can. */
  BACKUP_DIR: z.string().default('./backups'),
  /** The address people reach the site at; canonical links and e-mails use it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs cookies; generated once into DATA_DIR when not given. Required with DATABASE_URL in production. */
  SECRET: z.string().min(32).optional(),
  /**
   * Keys the gift cards' claim codes (their lookup hash and their sealed copy): generated once into
   * DATA_DIR when not given. Required with DATABASE_URL in production; never change it while cards
   * are unredeemed (docs/decisions/0016-gift-card-codes.md).
   */
  GIFT_CARD_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Host names that show the password gate (staging, previews); empty = no gate anywhere. */
  DEV_HOSTNAMES: commaList,
  SITE_PASSWORD: z.string().optional(),
  /**
   * The reverse proxies / load balancers whose X-Forwarded-For and X-Forwarded-Proto we believe:
   * addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated. Empty (the
   * default): the client is the socket's peer, so nobody can choose the address that the
   * per-address limits count by sending a header.
   */
  TRUST_PROXY: commaList.refine((items) => items.every(isProxyAddress), 'a comma-separated list of IP addresses or CIDRs (or loopback, linklocal, uniquelocal)'),
  /** Demo catalogue and accounts on first start; 'false' for a production database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** smtp://user:password@host:587 or smtps://…:465; without it mail stays in the outbox (read at /dev/mailbox). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Cicerone <no-reply@cicerone.travel>'),
  /** sk_live_… or sk_test_…: card payments through Stripe; without it the built-in test provider takes cards. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** whsec_…: verifies the signature of Stripe's webhook deliveries. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** pk_live_… or pk_test_…: given to Stripe.js in the checkout page. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Tests only: where the Stripe API is (a local stub), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z
    .string()
    .url()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'use an http or https URL')
    .optional(),
  /**
   * Private files (proofs of payment) go to this S3 bucket when set, else to DATA_DIR/private
   * (never under FILES_DIR, which is public). Credentials: the AWS SDK's usual AWS_ACCESS_KEY_ID /
   * AWS_SECRET_ACCESS_KEY (or profile, or instance role).
   */
  S3_BUCKET: z.string().min(3).optional(),
  /** The bucket's region; S3-compatible services often accept any, e.g. 'auto'. */
  S3_REGION: z.string().min(1).default('eu-west-3'),
  /** An S3-compatible service instead of AWS (MinIO, R2…), e.g. https://s3.example.com. */
  S3_ENDPOINT: z.string().url().optional(),
  /** 'true': bucket in the URL path rather than the host name (MinIO and most S3-compatible services). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /**
   * On SIGTERM or SIGINT, how long requests in flight may take to finish before their connections
   * are cut. Keep it below the orchestrator's own kill delay (Kubernetes: 30 s, Docker: 10 s).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Lets a scraper elsewhere than on this machine read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * How long each process keeps catalogue answers (lists, tour and destination pages): a change to
   * the catalogue shows on every process within this time. Longer spares the database.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How often each process looks for background work (mail to send, orders to expire, bookings to
   * complete), instead of each job's own default (5 s, 1 min, 5 min). Shorter closes expired orders
   * sooner; longer spares the database the polling of many processes.
   */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /**
   * Where the daily job reads the EUR exchange rates: the ECB's eurofxref XML format (decision 0033).
   * 'off': no job, the rates change only by an admin's override.
   */
  EXCHANGE_RATES_URL: z
    .union([z.literal('off'), z.url({ protocol: /^https?$/ })])
    .default(ecbDailyRatesUrl)
    .transform((value) => (value === 'off' ? undefined : value)),
  /** The guide's share of a booking's price, in whole percent, for tours without their own (decision 0017). */
  GUIDE_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(defaultGuideSharePercent),
  /** How long personal data is kept once it no longer serves, in days (core privacy/retention.ts; stated on /privacy). */
  ...retentionEnvironment(),
});

function retentionEnvironment() {
  return Object.fromEntries(
    retentionKinds.map((kind) => [retentionVariables[kind], z.coerce.number().int().min(1).max(3650).default(defaultRetentionDays[kind])]),
  ) as Record<(typeof retentionVariables)[RetentionKind], z.ZodDefault<z.ZodCoercedNumber<unknown>>>;
}

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  backupDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secret: string;
  /** The gift-card key when given; else giftCardKeyOf() reads or makes DATA_DIR's. */
  giftCardKey: string | undefined;
  logLevel: string;
  devHostnames: readonly string[];
  sitePassword: string | undefined;
  /** Addresses or CIDRs of trusted proxies (empty: trust none). */
  trustProxy: readonly string[];
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePublishableKey: string | undefined;
  stripeApiBase: string | undefined;
  /** Where private files live when not on this machine's disk. */
  s3: S3Settings | undefined;
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  /** How long catalogue answers are cached in each process. */
  catalogCacheMs: number;
  /** Every background job's interval when set; else each job's own. */
  jobIntervalMs: number | undefined;
  /** A finished mission's share for its guide when the tour has none of its own. */
  guideSharePercent: number;
  /** The daily exchange rates' source; undefined when the job is off. */
  exchangeRatesUrl: string | undefined;
  /** Days each kind of personal data is kept once it no longer serves (core privacy/retention.ts). */
  retentionDays: RetentionDays;
}>;

/** Parses the environment once; the rest of the code reads this frozen object, never process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR);
  const port = overrides.port ?? env.PORT;
  // Several processes on one database must share the key, or a code sold by one is unknown to the other.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.GIFT_CARD_KEY) {
    throw new Error('Invalid configuration: GIFT_CARD_KEY is required with DATABASE_URL in production');
  }
  if (env.DEV_HOSTNAMES.length > 0 && !env.SITE_PASSWORD) {
    throw new Error('Invalid configuration: DEV_HOSTNAMES needs SITE_PASSWORD');
  }
  // Half a Stripe setup takes money without ever hearing that it arrived: refuse to start instead.
  if (env.STRIPE_SECRET_KEY && !(env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
  }
  return Object.freeze({
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    filesDir: filesDirOf(env.FILES_DIR, dataDir),
    backupDir: resolve(env.BACKUP_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secret: env.SECRET ?? storedSecret(dataDir, env.NODE_ENV, env.DATABASE_URL),
    giftCardKey: env.GIFT_CARD_KEY,
    logLevel: env.LOG_LEVEL,
    devHostnames: env.DEV_HOSTNAMES,
    sitePassword: env.SITE_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    stripeApiBase: env.STRIPE_API_BASE,
    s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE } : undefined,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: env.METRICS_TOKEN,
    catalogCacheMs: env.CATALOG_CACHE_SECONDS * 1000,
    jobIntervalMs: env.JOB_INTERVAL_SECONDS === undefined ? undefined : env.JOB_INTERVAL_SECONDS * 1000,
    guideSharePercent: env.GUIDE_SHARE_PERCENT,
    exchangeRatesUrl: env.EXCHANGE_RATES_URL,
    retentionDays: Object.freeze(Object.fromEntries(retentionKinds.map((kind) => [kind, env[retentionVariables[kind]]])) as Record<RetentionKind, number>),
    ...overrides,
  });
}

const filesDirOf = (filesDir: string | undefined, dataDir: string) => resolve(filesDir ?? join(dataDir, 'files'));

/**
 * Where this installation keeps its data, read without loadConfig's side effect of writing a
 * generated secret into DATA_DIR: npm run restore must find that folder as the operator left it.
 */
export function storagePaths(source: NodeJS.ProcessEnv = process.env) {
  const env = environment.pick({ DATA_DIR: true, FILES_DIR: true, BACKUP_DIR: true, DATABASE_URL: true, S3_BUCKET: true }).parse(source);
  const dataDir = resolve(env.DATA_DIR);
  return { dataDir, filesDir: filesDirOf(env.FILES_DIR, dataDir), backupDir: resolve(env.BACKUP_DIR), databaseUrl: env.DATABASE_URL, privateFilesOnDisk: !env.S3_BUCKET };
}

/** One machine, embedded database: keep a generated secret beside the data so restarts keep cookies valid. */
function storedSecret(dataDir: string, nodeEnv: string, databaseUrl: string | undefined): string {
  if (nodeEnv === 'production' && databaseUrl) {
    throw new Error('Invalid configuration: SECRET is required with DATABASE_URL in production');
  }
  return storedKey(dataDir, generatedKeyFiles.secret);
}

/** The keys made on first start when not configured, by file name in DATA_DIR; backups carry them. */
export const generatedKeyFiles = { secret: 'secret', giftCardKey: 'gift-card-key' } as const;

/**
 * The gift-card key: GIFT_CARD_KEY, or one made on first use and kept in DATA_DIR/gift-card-key,
 * so codes sold before a restart still redeem after it. Read when the services are built rather
 * than in loadConfig, so reading the configuration alone never writes into DATA_DIR.
 */
export function giftCardKeyOf(config: Pick<Config, 'giftCardKey' | 'dataDir'>): string {
  return config.giftCardKey ?? storedKey(config.dataDir, generatedKeyFiles.giftCardKey);
}

function storedKey(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx': two processes starting at once on one DATA_DIR never overwrite the other's key.
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return key;
}

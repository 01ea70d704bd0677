import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DISPATCH_CUTOFF, isDispatchCutoff } from '@shop/shared/delivery-promise'
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from '@shop/shared/format'
import { z } from 'zod'
import type { FileStoreSettings } from './lib/file-store'

/**
 * The repository root, so relative defaults work from any working directory: the folder holding
 * packages/server, found upwards from this file (src/ when run by tsx, dist/ when compiled).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'packages', 'server', 'package.json'))) return dir
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..')
  }
}

const DatabaseUrlSchema = z.string().refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
  message: "must be 'sqlite:PATH' or 'postgres://...'",
})

const BooleanSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true')

/** Fastify's trustProxy: false, how many proxies stand in front, or which addresses are proxies. */
export type TrustProxy = false | number | string[]

const TRUST_PROXY_HELP =
  "set the number of proxies in front of the shop (e.g. '1') or their addresses/CIDRs (e.g. '10.0.0.5,10.1.0.0/16')"

/**
 * 'true' would trust every hop, so the leftmost X-Forwarded-For (written by the client itself)
 * would become the client address and every limit could be escaped by rotating it: refused.
 */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const v = raw.trim()
    if (v === '' || v === 'false' || v === '0') return false
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `'true' trusts any client-written address: ${TRUST_PROXY_HELP}`,
      })
      return z.NEVER
    }
    if (/^\d+$/.test(v)) return Number(v)
    const parts = v.split(',').map((p) => p.trim())
    if (parts.every((p) => isIpOrCidr(p))) return parts
    ctx.addIssue({ code: 'custom', message: `'${v}' is not understood: ${TRUST_PROXY_HELP}` })
    return z.NEVER
  })

function isIpOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/')
  if (rest.length || !address || !isIP(address)) return false
  if (bits === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d+$/.test(bits) && Number(bits) <= max
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: DatabaseUrlSchema.default('sqlite:data/shop.db'),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000'),
  MEDIA_DIR: z.string().min(1).default('data/media'),
  MEDIA_URL: z.string().min(1).default('/media'),
  WEB_DIST_DIR: z.string().min(1).default('packages/web/dist'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be 'smtp://...' or 'smtps://...'")
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bermuda Medical Supply <orders@bermudamedicalsupply.bm>'),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10000).default(0),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be 'redis://...'")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, colons, dashes or underscores')
    .default('shop-'),
  TRUST_PROXY: TrustProxySchema,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(300),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  PRIVATE_DIR: z.string().min(1).default('data/private'),
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or folder names each ending in '/'")
    .default(''),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Hours between scheduled backups; 0 schedules none. Default: 24 in production, none elsewhere. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .optional(),
  SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALLOW_SANDBOX_GATEWAY: BooleanSchema,
  ALLOW_NO_SMTP: BooleanSchema,
  ALLOW_DEMO_SEED: BooleanSchema,
  REVIEWS_REQUIRE_APPROVAL: BooleanSchema,
  TAX_RATE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  METRICS_PUBLIC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SUBSCRIPTION_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /** 'test': scrypt at a test suite's cost; refused outside NODE_ENV=test (lib/password.ts). */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  JOBS: z.enum(['on', 'off']).optional(),
  /** /api/docs and /api/openapi.json: on by default, off by default in production (they list every admin call). */
  API_DOCS: z.enum(['on', 'off']).optional(),
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  CART_REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  APPROVAL_STOCK_HOLD_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  SATURATION_EVENT_LOOP_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  SATURATION_HEAP_PERCENT: z.coerce.number().min(1).max(100).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_NAME: z.string().min(1).default('Bermuda Medical Supply'),
  SHOP_EMAIL: z.email().default('info@bermudamedicalsupply.bm'),
  SHOP_PHONE: z.string().min(3).default('+1 (441) 295-0000'),
  SHOP_HQ_ADDRESS: z.string().min(3).default('12 Reid Street, Hamilton HM 11, Bermuda'),
  SHOP_MAILING_ADDRESS: z.string().min(3).default('P.O. Box HM 1234, Hamilton HM FX, Bermuda'),
  SHOP_PICKUP_ADDRESS: z.string().min(3).default('12 Reid Street, Hamilton HM 11, Bermuda'),
  SHOP_TIME_ZONE: z
    .string()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, { message: "must be an IANA time zone such as 'Atlantic/Bermuda'" }),
  SHOP_DISPATCH_CUTOFF: z
    .string()
    .default(DEFAULT_DISPATCH_CUTOFF)
    .refine(isDispatchCutoff, { message: "must be a time of day as HH:MM, such as '12:00'" }),
})

export type Env = z.input<typeof EnvSchema>

/** Every environment variable the server reads (.env.example and docs/configuration.md list them all). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[]

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  /** scrypt's cost for new hashes and checks: 'test' only under NODE_ENV=test. */
  passwordHashCost: 'standard' | 'test'
  port: number
  host: string
  databaseUrl: string
  publicUrl: string
  mediaDir: string
  mediaUrl: string
  webDistDir: string
  smtpUrl?: string
  mailFrom: string
  paymentGateway: 'sandbox'
  /** Pretend network time of the sandbox gateway per charge (tests and benchmarks). */
  paymentSandboxLatencyMs: number
  /** Signs and checks the provider's webhooks; unset, the sandbox makes one per process. */
  paymentWebhookSecret?: string
  redisUrl?: string
  redisKeyPrefix: string
  trustProxy: TrustProxy
  /** Per client address and call: the ceiling of the anonymous, abuse-prone calls. */
  rateLimitPerMinute: number
  /** A session ends after this many days unused, and in any case this long after login. */
  sessionIdleDays: number
  sessionMaxDays: number
  /** Files only their owner may read (invoices), never served from MEDIA_DIR. */
  privateDir: string
  /** Where `npm run shop -- backup` and the backup job put their snapshots. */
  backupDir: string
  /** Where pictures and private files are kept: MEDIA_DIR and PRIVATE_DIR, or one S3 bucket. */
  fileStore: FileStoreSettings
  /** How many snapshots the backup job keeps (the newest). */
  backupKeep: number
  /** Hours between scheduled backups (0: the job never runs). */
  backupEveryHours: number
  /** Key for signed links (invoices); unset: one is made and kept in PRIVATE_DIR. */
  signingSecret?: string
  /** Production refuses the sandbox gateway, mail without SMTP and demo seeding unless allowed. */
  allowSandboxGateway: boolean
  allowNoSmtp: boolean
  allowDemoSeed: boolean
  /** Customers' new reviews wait as pending until staff publish them (default: published at once; guests' always wait). */
  reviewsRequireApproval: boolean
  taxRatePercent: number
  /** Days before a Subscribe & Save delivery that the reminder with its price is mailed. */
  subscriptionReminderDays: number
  /** Whether this process runs the scheduled jobs (off by default in tests: a test starts them itself). */
  jobsEnabled: boolean
  /** Whether /api/docs and /api/openapi.json are served. */
  apiDocs: boolean
  /** How often the job runner looks for due work, in seconds. */
  jobPollSeconds: number
  /** Hours a signed-in cart stays unchanged before an opted-in customer is reminded of it. */
  cartReminderHours: number
  /** Hours an order on account waiting for approval keeps its stock reserved. */
  approvalStockHoldHours: number
  /** Memory for cached catalogue answers, in MiB (0: no cache). */
  catalogueCacheMb: number
  /** When the process counts as saturated (lib/saturation.ts). */
  saturation: { eventLoopDelayMs: number; heapPercent: number }
  logLevel: string
  /** /metrics for anyone (true), for a bearer of metricsToken, or for nobody (404). */
  metricsPublic: boolean
  metricsToken?: string
  /** How long a SIGTERM/SIGINT waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number
  shop: {
    name: string
    email: string
    phone: string
    hqAddress: string
    mailingAddress: string
    pickupAddress: string
    /** IANA zone every date and time is shown in (order dates, invoices, mail). */
    timeZone: string
    /** 'HH:MM' in the shop's zone: in-stock orders placed before it on a business day leave that day. */
    dispatchCutoff: string
  }
}

export class ConfigError extends Error {}

/**
 * Reads `.env` at the repository root (or the file ENV_FILE names; ENV_FILE='' reads none, as
 * test servers do) into process.env when it exists; variables already set win over the file.
 */
export function loadEnvFile(env: Record<string, string | undefined> = process.env): void {
  const file = env.ENV_FILE ?? path.join(REPO_ROOT, '.env')
  if (file && fs.existsSync(resolveFromRoot(file))) process.loadEnvFile(resolveFromRoot(file))
}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(REPO_ROOT, p)
}

function fileStoreSettings(e: z.infer<typeof EnvSchema>): FileStoreSettings {
  if (e.FILE_STORE === 'local')
    return {
      kind: 'local',
      mediaDir: resolveFromRoot(e.MEDIA_DIR),
      privateDir: resolveFromRoot(e.PRIVATE_DIR),
    }
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when FILE_STORE=s3')
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default AWS credentials)',
    )
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX,
  }
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = parsed.data
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: test is for the test suites only (NODE_ENV=test)',
    )
  }
  const databaseUrl = e.DATABASE_URL.startsWith('sqlite:')
    ? `sqlite:${e.DATABASE_URL === 'sqlite::memory:' ? ':memory:' : resolveFromRoot(e.DATABASE_URL.slice('sqlite:'.length))}`
    : e.DATABASE_URL
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    mediaDir: resolveFromRoot(e.MEDIA_DIR),
    mediaUrl: e.MEDIA_URL.replace(/\/$/, ''),
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentGateway: e.PAYMENT_GATEWAY,
    paymentSandboxLatencyMs: e.PAYMENT_SANDBOX_LATENCY_MS,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionMaxDays: Math.max(e.SESSION_MAX_DAYS, e.SESSION_IDLE_DAYS),
    privateDir: resolveFromRoot(e.PRIVATE_DIR),
    backupDir: resolveFromRoot(e.BACKUP_DIR),
    fileStore: fileStoreSettings(e),
    backupKeep: e.BACKUP_KEEP,
    backupEveryHours: e.BACKUP_EVERY_HOURS ?? (e.NODE_ENV === 'production' ? 24 : 0),
    signingSecret: e.SIGNING_SECRET,
    allowSandboxGateway: e.ALLOW_SANDBOX_GATEWAY,
    allowNoSmtp: e.ALLOW_NO_SMTP,
    allowDemoSeed: e.ALLOW_DEMO_SEED,
    reviewsRequireApproval: e.REVIEWS_REQUIRE_APPROVAL,
    taxRatePercent: e.TAX_RATE_PERCENT,
    subscriptionReminderDays: e.SUBSCRIPTION_REMINDER_DAYS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    jobsEnabled: e.JOBS ? e.JOBS === 'on' : e.NODE_ENV !== 'test',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    jobPollSeconds: e.JOB_POLL_SECONDS,
    cartReminderHours: e.CART_REMINDER_HOURS,
    approvalStockHoldHours: e.APPROVAL_STOCK_HOLD_HOURS,
    catalogueCacheMb: e.CATALOGUE_CACHE_MB,
    saturation: { eventLoopDelayMs: e.SATURATION_EVENT_LOOP_MS, heapPercent: e.SATURATION_HEAP_PERCENT },
    logLevel: e.LOG_LEVEL,
    metricsPublic: e.METRICS_PUBLIC,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shop: Object.freeze({
      name: e.SHOP_NAME,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      hqAddress: e.SHOP_HQ_ADDRESS,
      mailingAddress: e.SHOP_MAILING_ADDRESS,
      pickupAddress: e.SHOP_PICKUP_ADDRESS,
      timeZone: e.SHOP_TIME_ZONE,
      dispatchCutoff: e.SHOP_DISPATCH_CUTOFF,
    }),
  })
}

/**
 * The production profile: a shop started with NODE_ENV=production must not take cards with the
 * sandbox gateway, keep mail in the outbox only, or fill an empty database with the demo shop,
 * unless each is allowed by its own setting. Answers the problems (empty: fine to start).
 */
export function productionProblems(config: Config, options: { catalogueEmpty: boolean }): string[] {
  if (config.nodeEnv !== 'production') return []
  const problems: string[] = []
  if (config.paymentGateway === 'sandbox' && !config.allowSandboxGateway) {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox gateway takes no real payments; set a real gateway, or ALLOW_SANDBOX_GATEWAY=true for a demo',
    )
  }
  if (!config.smtpUrl && !config.allowNoSmtp) {
    problems.push(
      'SMTP_URL: without it no mail reaches customers; set it, or ALLOW_NO_SMTP=true to keep mail in the outbox',
    )
  }
  if (options.catalogueEmpty && !config.allowDemoSeed) {
    problems.push(
      'ALLOW_DEMO_SEED: the database is empty and would be filled with the demo shop; set ALLOW_DEMO_SEED=true for a demo, or load the real catalogue first',
    )
  }
  return problems
}

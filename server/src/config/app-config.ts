import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { projectRoot } from './project-root';
import { couriersConfigFrom, type CouriersConfig } from './couriers-config';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface LogConfig {
  /** LOG_LEVEL: the lowest level written (info by default). */
  level: LogLevel;
  /** LOG_FORMAT: one JSON object a line (production's default), or pino-pretty's lines (elsewhere, when installed). */
  format: 'json' | 'pretty';
  /** The level of the request lines: info in production, debug elsewhere (LOG_LEVEL=debug shows them). */
  requestLevel: 'info' | 'debug';
}

/** Everything the shop reads from its environment, resolved once at start. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  /** Set when a real MongoDB is used; empty when the embedded engine should be started. */
  mongodbUri: string;
  jwtSecret: string;
  /** true when JWT_SECRET was not given and a random one was made for this process. */
  jwtSecretGenerated: boolean;
  jwtExpiresIn: string;
  adminEmail?: string;
  adminPassword?: string;
  /** RATE_LIMITS=off lifts the rate limits (load tests); the merchant's caps on orders always apply. */
  rateLimits: boolean;
  /** A fresh embedded demo store starts with about a month of orders (DEMO_ORDERS=off: none). */
  demoOrders: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed for the client's address (Fastify `trustProxy`: `loopback`,
   * IPs, CIDRs, comma-separated); false, the default, trusts none.
   */
  trustProxy: string | false;
  /** Counts the database commands sent, readable at GET /api/v1/debug/db-commands (the bench and tests). */
  countDbCommands: boolean;
  /** LOG_LEVEL and LOG_FORMAT (see common/logging/shop-logging.ts). */
  log: LogConfig;
  /** Where the embedded engine's data (DATA_DIR/db) and, by default, the pictures (DATA_DIR/uploads) are kept. */
  dataDir: string;
  /** EMBEDDED_PERSIST: the embedded engine's data is written to DATA_DIR/db and loaded at the next start. */
  embeddedPersist: boolean;
  /** EMBEDDED_HEAP_MB: the embedded engine's heap bound (at least 128); unset, the engine sizes its heap itself. */
  embeddedHeapMb?: number;
  /** Set by createShopApp when the shop runs its own embedded engine (no MONGODB_URI). */
  embeddedEngine?: boolean;
  /**
   * EMBEDDED_ORDERS_NOTICE: from this many orders on the embedded engine, the admin dashboard asks the merchant
   * to move to MongoDB (the engine's writes slow down as a collection grows; see the README).
   */
  embeddedOrdersNotice: number;
  /** Where uploaded and generated product images are kept on disk. */
  uploadDir: string;
  /**
   * The shop's own backups (store-tools/scheduled-backups.service.ts): BACKUP_EVERY_HOURS (off by default) is the
   * longest the newest archive in BACKUP_DIR (DATA_DIR/backups) may get before the shop writes another; BACKUPS_KEPT
   * (7) archives are kept there.
   */
  backups: { everyMs: number; kept: number; dir: string };
  /** The built React client served at /, when it exists. */
  clientDir: string;
  /**
   * Where the server writes the GraphQL schema (SDL), or false to keep it in memory: only `npm run schema` writes
   * it (printing and sorting it cost every start about a twentieth of a second, and rewrote a committed file).
   */
  schemaFile: string | false;
  shop: ShopConfig;
  webhooks: WebhooksConfig;
  /** Caps on one order and on the units one client may hold in open orders (see OrderLimitsService). */
  orderLimits: OrderLimitsConfig;
  /**
   * How often the stock-hold recovery sweep runs (ms); 0 runs it only at start. Unset means every minute
   * (HOLD_SWEEP_INTERVAL_MS); tests that count database commands turn the timer off.
   */
  stockHoldSweepMs?: number;
  /** Courier APIs (POSTEX_*) and the tracking schedule (COURIER_TRACKING_MINUTES); see server/src/couriers. */
  couriers: CouriersConfig;
  /** When the shop refuses work to stay alive (see common/http/load-shedding.ts); each bound 0 = off. */
  loadShedding: LoadSheddingConfig;
  /** Bounds on slow and greedy clients' connections (see common/http/slow-clients.ts). */
  clientLimits: ClientLimitsConfig;
  /** The longest a database command waits for its answer (or for a connection) before the request answers 503 (DB_TIMEOUT_MS). */
  dbTimeoutMs: number;
  /**
   * DB_MAX_OUTAGE_MS: a database that answers no ping through the shop's driver for this long ends the process
   * with exit code 1, for its supervisor to start it afresh (0: never).
   */
  dbMaxOutageMs: number;
  /** Order confirmation: links, the expiry sweep and WhatsApp sending (see server/src/confirmations). */
  confirmation: ConfirmationConfig;
  /** The audit log: entries older than AUDIT_KEEP_DAYS (400, at least 365) are pruned daily (see server/src/audit). */
  audit: { keepDays: number };
  /** E-mail through SMTP (see server/src/messaging/email). */
  mail: MailConfig;
  /** The queue of messages to customers at each step of their order (see server/src/notifications). */
  customerMessages: CustomerMessagesConfig;
  /**
   * OPEN_CHECKOUT_SWEEP_MS: how often checkouts left half-way are looked at for their reminder (60 s; 0: never, see
   * server/src/open-checkouts).
   */
  openCheckouts: { sweepMs: number };
}

/** How the messages to customers are sent (docs/operations.md, "Messages to customers"). */
export interface CustomerMessagesConfig {
  /** CUSTOMER_MESSAGE_TICK_MS: how often due messages are looked for (a new one is sent at once as well). */
  tickMs: number;
  /** CUSTOMER_MESSAGE_RETRY_BASE_MS: the wait after a first failed attempt; it doubles after each, up to 6 hours. */
  retryBaseMs: number;
  /** CUSTOMER_MESSAGE_MAX_ATTEMPTS: attempts before a message is given up as failed. */
  maxAttempts: number;
}

export interface MailConfig {
  /**
   * SMTP_URL: the mail server, as nodemailer takes it (`smtps://user:password@smtp.example.pk:465`,
   * `smtp://127.0.0.1:25`); unset, the shop sends no e-mail.
   */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, such as `Volt Accessories <shop@example.pk>`; by default the shop's name and SHOP_EMAIL. */
  from: string;
}

export interface LoadSheddingConfig {
  /** API and GraphQL requests being handled at once; more are answered 503 at once (SHED_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Event-loop delay in ms above which API and GraphQL requests are answered 503 (SHED_MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Share of the V8 heap limit, in percent, above which they are answered 503 (SHED_MAX_HEAP_PERCENT). */
  maxHeapPercent: number;
}

export interface ClientLimitsConfig {
  /** A request's headers must arrive within this many ms (HTTP_HEADERS_TIMEOUT_MS); else 408. */
  headersTimeoutMs: number;
  /** A whole request, headers and body, must arrive within this many ms (HTTP_REQUEST_TIMEOUT_MS); else 408. */
  requestTimeoutMs: number;
  /** A body that sends nothing for this many ms is answered 408 (HTTP_BODY_IDLE_MS; 0 = off). */
  bodyIdleMs: number;
  /** Open connections one address may hold; more are closed at once (MAX_CONNECTIONS_PER_ADDRESS; 0 = off). */
  maxConnectionsPerAddress: number;
}

/** How webhooks are sent (docs/operations.md, "Webhooks"). */
export interface WebhooksConfig {
  /** WEBHOOK_TICK_MS: how often due deliveries are looked for (a new one is sent at once as well). */
  tickMs: number;
  /** WEBHOOK_RETRY_BASE_MS: the wait after a first failed attempt; it doubles after each, up to 6 hours. */
  retryBaseMs: number;
  /** WEBHOOK_RETRY_FOR_MS: how long a delivery is retried after its first attempt before it is given up. */
  retryForMs: number;
  /** WEBHOOK_TIMEOUT_MS: how long one attempt may take, connection and answer together. */
  timeoutMs: number;
  /** WEBHOOK_PAUSE_AFTER_MS: how long a subscription fails without a success before it is paused. */
  pauseAfterMs: number;
}

export interface ConfirmationConfig {
  /**
   * PUBLIC_URL: the shop's address in the links it makes (confirmation links). Required in production; unset
   * elsewhere, the shop's own address (`http://localhost:PORT`), never a request's Host header.
   */
  publicUrl?: string;
  /** CONFIRMATION_SWEEP_MS: how often awaiting orders past their window are expired (0: never by timer). */
  sweepMs: number;
  /** Set when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are: the shop sends confirmations through the Cloud API. */
  whatsapp?: WhatsAppConfig;
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** WHATSAPP_API_URL, default https://graph.facebook.com */
  apiUrl: string;
  /** WHATSAPP_API_VERSION, default v21.0 */
  apiVersion: string;
  /** WHATSAPP_TEMPLATE: the approved template's name (default order_confirmation). */
  template: string;
  /** WHATSAPP_RESET_TEMPLATE: the approved template that carries a password reset code (default password_reset_code). */
  resetTemplate: string;
  /**
   * The approved templates of the messages at each step of the order: WHATSAPP_TEMPLATE_CONFIRMED (order_confirmed),
   * WHATSAPP_TEMPLATE_SHIPPED (order_shipped), WHATSAPP_TEMPLATE_DELIVERED (order_delivered),
   * WHATSAPP_TEMPLATE_RETURNED (order_returned).
   */
  stepTemplates: { confirmed: string; shipped: string; delivered: string; returned: string; reminder: string };
  /** WHATSAPP_VERIFY_TOKEN: the token Meta sends when the status webhook is set up; unset, the webhook is off. */
  verifyToken?: string;
  /** WHATSAPP_APP_SECRET: the app secret that signs the status webhook's calls (X-Hub-Signature-256). */
  appSecret?: string;
}

export interface ShopConfig {
  name: string;
  whatsapp: string;
  phone: string;
  email: string;
  instagram: string;
}

export interface OrderLimitsConfig {
  /** Different products in one order (ORDER_MAX_LINES). */
  maxLines: number;
  /** Units in one order (ORDER_MAX_UNITS). */
  maxUnits: number;
  /** Value of one order in rupees (ORDER_MAX_VALUE). */
  maxValue: number;
  /** Units one phone number, and one account, may hold in Pending orders, all products together (ORDER_CLIENT_MAX_UNITS). */
  clientMaxUnits: number;
  /** Units of one product one phone number or account may hold in Pending orders: this many, or the share below when larger (ORDER_CLIENT_PRODUCT_UNITS). */
  clientProductUnits: number;
  /** ... or this percentage of the product's stock (ORDER_CLIENT_PRODUCT_SHARE). */
  clientProductShare: number;
  /**
   * Orders per minute from one client address (ORDER_RATE_PER_ADDRESS), a rate limit (RATE_LIMITS=off lifts it):
   * loose, since many shoppers can share an address (a carrier's NAT, a proxy without TRUST_PROXY).
   */
  perAddressPerMinute: number;
}

export class ConfigError extends Error {}

const wholeNumber = (env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return value;
};

/** A bound that `off` (or 0) turns off: 0; unset: the fallback. */
const boundOrOff = (env: NodeJS.ProcessEnv, name: string, fallback: number, max: number) => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === 'off' || raw === '0') return 0;
  return wholeNumber(env, name, fallback, max);
};

const atLeast = (min: number, name: string, value: number) => {
  if (value < min) throw new ConfigError(`${name} must be at least ${min}, got ${value}`);
  return value;
};

const bool = (value: string | undefined, fallback: boolean) => {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.trim().toLowerCase());
};

/** TRUST_PROXY: unset, empty, `off`, `false` or `none` trust no proxy; otherwise the names, IPs and CIDRs it lists. */
function trustedProxies(value: string | undefined): string | false {
  const text = value?.trim() ?? '';
  if (text === '' || ['off', 'false', 'none', 'no', '0'].includes(text.toLowerCase())) return false;
  if (['true', 'on', 'yes', '1', '*'].includes(text.toLowerCase())) {
    throw new ConfigError(`TRUST_PROXY names the trusted proxies (loopback, IPs, CIDRs), got "${value}"`);
  }
  return text;
}

function clientLimitsFrom(env: NodeJS.ProcessEnv): ClientLimitsConfig {
  const headersTimeoutMs = wholeNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 600_000);
  const requestTimeoutMs = wholeNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) may not be longer than HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    bodyIdleMs: boundOrOff(env, 'HTTP_BODY_IDLE_MS', 10_000, 600_000),
    maxConnectionsPerAddress: boundOrOff(env, 'MAX_CONNECTIONS_PER_ADDRESS', 128, 100_000),
  };
}

/** SMTP_URL (an smtp: or smtps: address) and MAIL_FROM (the shop's name and SHOP_EMAIL by default). */
function mailConfigFrom(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl))
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@smtp.example.pk',
    );
  const name = env.SHOP_NAME?.trim() || 'Volt Accessories';
  const email = env.SHOP_EMAIL?.trim() || 'support@voltaccessories.pk';
  return { smtpUrl, from: env.MAIL_FROM?.trim() || `${name} <${email}>` };
}

/** LOG_LEVEL (info by default) and LOG_FORMAT (json in production, pretty elsewhere); request lines at info in production. */
function logConfigFrom(env: NodeJS.ProcessEnv, mode: AppConfig['env']): LogConfig {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const format = env.LOG_FORMAT?.trim().toLowerCase() || (mode === 'production' ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty')
    throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  return { level, format, requestLevel: mode === 'production' ? 'info' : 'debug' };
}

/** PUBLIC_URL: an http(s) address without a path, query or fragment; its trailing slashes are dropped. */
function publicUrlOf(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/\/+$/, '') ?? '';
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new ConfigError(`PUBLIC_URL must be the shop's address, such as https://shop.example.pk, got "${value}"`);
  return url.origin;
}

/** Reads the configuration from `env`; `overrides` lets tests and tools set values directly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);

  let jwtSecret = env.JWT_SECRET?.trim() ?? '';
  let jwtSecretGenerated = false;
  if (!jwtSecret) {
    if (mode === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = randomBytes(32).toString('hex');
    jwtSecretGenerated = true;
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !adminPassword) throw new ConfigError('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');

  const publicUrl = publicUrlOf(env.PUBLIC_URL);
  if (!publicUrl && mode === 'production')
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production: the shop's address in the links it sends (https://shop.example.pk)",
    );

  const root = process.cwd();
  // DATA_DIR is relative to the project root, so `npm start` from any folder finds the same data.
  const dataDirSetting = env.DATA_DIR?.trim() || '.data';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : join(projectRoot(), dataDirSetting);
  return {
    env: mode,
    port,
    mongodbUri: env.MONGODB_URI?.trim() ?? '',
    jwtSecret,
    jwtSecretGenerated,
    jwtExpiresIn: env.JWT_EXPIRES_IN?.trim() || '7d',
    adminEmail,
    adminPassword,
    rateLimits: bool(env.RATE_LIMITS, true),
    demoOrders: bool(env.DEMO_ORDERS, true),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    countDbCommands: bool(env.DB_COMMAND_COUNTS, false),
    log: logConfigFrom(env, mode),
    dataDir,
    embeddedPersist: bool(env.EMBEDDED_PERSIST, true),
    embeddedHeapMb: env.EMBEDDED_HEAP_MB?.trim()
      ? atLeast(128, 'EMBEDDED_HEAP_MB', wholeNumber(env, 'EMBEDDED_HEAP_MB', 0, 65_536))
      : undefined,
    embeddedOrdersNotice: wholeNumber(env, 'EMBEDDED_ORDERS_NOTICE', 2_000),
    uploadDir: env.UPLOAD_DIR?.trim() ? resolve(root, env.UPLOAD_DIR.trim()) : join(dataDir, 'uploads'),
    backups: {
      everyMs: boundOrOff(env, 'BACKUP_EVERY_HOURS', 0, 24 * 30) * 3_600_000,
      kept: wholeNumber(env, 'BACKUPS_KEPT', 7, 1_000),
      dir: env.BACKUP_DIR?.trim() ? resolve(root, env.BACKUP_DIR.trim()) : join(dataDir, 'backups'),
    },
    clientDir: resolve(root, env.CLIENT_DIR?.trim() || 'client/dist'),
    schemaFile: false,
    orderLimits: {
      maxLines: wholeNumber(env, 'ORDER_MAX_LINES', 10, 50),
      maxUnits: wholeNumber(env, 'ORDER_MAX_UNITS', 20, 500),
      maxValue: wholeNumber(env, 'ORDER_MAX_VALUE', 150_000),
      clientMaxUnits: wholeNumber(env, 'ORDER_CLIENT_MAX_UNITS', 40),
      clientProductUnits: wholeNumber(env, 'ORDER_CLIENT_PRODUCT_UNITS', 10),
      clientProductShare: wholeNumber(env, 'ORDER_CLIENT_PRODUCT_SHARE', 20, 100),
      perAddressPerMinute: wholeNumber(env, 'ORDER_RATE_PER_ADDRESS', 30, 100_000),
    },
    loadShedding: {
      maxInFlight: boundOrOff(env, 'SHED_MAX_IN_FLIGHT', 256, 100_000),
      maxEventLoopDelayMs: boundOrOff(env, 'SHED_MAX_EVENT_LOOP_DELAY_MS', 1_500, 600_000),
      maxHeapPercent: boundOrOff(env, 'SHED_MAX_HEAP_PERCENT', 90, 100),
    },
    clientLimits: clientLimitsFrom(env),
    dbTimeoutMs: wholeNumber(env, 'DB_TIMEOUT_MS', 10_000, 600_000),
    dbMaxOutageMs: boundOrOff(env, 'DB_MAX_OUTAGE_MS', 120_000, 86_400_000),
    stockHoldSweepMs:
      env.STOCK_HOLD_SWEEP_MS?.trim() === '0' ? 0 : wholeNumber(env, 'STOCK_HOLD_SWEEP_MS', 0) || undefined,
    confirmation: {
      publicUrl,
      sweepMs: env.CONFIRMATION_SWEEP_MS?.trim() === '0' ? 0 : wholeNumber(env, 'CONFIRMATION_SWEEP_MS', 60_000),
      whatsapp:
        env.WHATSAPP_TOKEN?.trim() && env.WHATSAPP_PHONE_NUMBER_ID?.trim()
          ? {
              token: env.WHATSAPP_TOKEN.trim(),
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID.trim(),
              apiUrl: (env.WHATSAPP_API_URL?.trim() || 'https://graph.facebook.com').replace(/\/+$/, ''),
              apiVersion: env.WHATSAPP_API_VERSION?.trim() || 'v21.0',
              template: env.WHATSAPP_TEMPLATE?.trim() || 'order_confirmation',
              resetTemplate: env.WHATSAPP_RESET_TEMPLATE?.trim() || 'password_reset_code',
              stepTemplates: {
                confirmed: env.WHATSAPP_TEMPLATE_CONFIRMED?.trim() || 'order_confirmed',
                shipped: env.WHATSAPP_TEMPLATE_SHIPPED?.trim() || 'order_shipped',
                delivered: env.WHATSAPP_TEMPLATE_DELIVERED?.trim() || 'order_delivered',
                returned: env.WHATSAPP_TEMPLATE_RETURNED?.trim() || 'order_returned',
                reminder: env.WHATSAPP_TEMPLATE_REMINDER?.trim() || 'checkout_reminder',
              },
              verifyToken: env.WHATSAPP_VERIFY_TOKEN?.trim() || undefined,
              appSecret: env.WHATSAPP_APP_SECRET?.trim() || undefined,
            }
          : undefined,
    },
    shop: {
      name: env.SHOP_NAME?.trim() || 'Volt Accessories',
      whatsapp: env.SHOP_WHATSAPP?.trim() || '+92 300 1234567',
      phone: env.SHOP_PHONE?.trim() || '+92 42 3571 0000',
      email: env.SHOP_EMAIL?.trim() || 'support@voltaccessories.pk',
      instagram: env.SHOP_INSTAGRAM?.trim() || '@voltaccessories.pk',
    },
    couriers: couriersConfigFrom(env),
    mail: mailConfigFrom(env),
    webhooks: {
      tickMs: wholeNumber(env, 'WEBHOOK_TICK_MS', 5_000, 3_600_000),
      retryBaseMs: wholeNumber(env, 'WEBHOOK_RETRY_BASE_MS', 60_000, 3_600_000),
      retryForMs: wholeNumber(env, 'WEBHOOK_RETRY_FOR_MS', 86_400_000, 7 * 86_400_000),
      timeoutMs: wholeNumber(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 10_000),
      pauseAfterMs: wholeNumber(env, 'WEBHOOK_PAUSE_AFTER_MS', 3 * 86_400_000, 30 * 86_400_000),
    },
    customerMessages: {
      tickMs: wholeNumber(env, 'CUSTOMER_MESSAGE_TICK_MS', 5_000, 3_600_000),
      retryBaseMs: wholeNumber(env, 'CUSTOMER_MESSAGE_RETRY_BASE_MS', 60_000, 3_600_000),
      maxAttempts: wholeNumber(env, 'CUSTOMER_MESSAGE_MAX_ATTEMPTS', 6, 20),
    },
    openCheckouts: {
      sweepMs:
        env.OPEN_CHECKOUT_SWEEP_MS?.trim() === '0' ? 0 : wholeNumber(env, 'OPEN_CHECKOUT_SWEEP_MS', 60_000, 3_600_000),
    },
    audit: { keepDays: atLeast(365, 'AUDIT_KEEP_DAYS', wholeNumber(env, 'AUDIT_KEEP_DAYS', 400, 36_500)) },
    ...overrides,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

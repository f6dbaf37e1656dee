import { z } from 'zod';
import { DEFAULT_LEAGUE_TIME_ZONE, DEFAULT_OWNER_NAME, isPlainText } from '@league/contracts';
import { parseTrustProxy, type TrustProxy } from '../http/client-address';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const url = (protocols: readonly string[], what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${what} URL (${protocols.map((p) => p + '//').join(' or ')}…)`,
    );

function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const schema = z.object({
  PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(3000), // 0: any free port
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  LEAGUE_DATA_DIR: z.string().trim().min(1).default('./data'),
  LEAGUE_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  LEAGUE_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  LEAGUE_ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  /** the owner's name (the account of LEAGUE_ADMIN_EMAIL) as staff lists and the audit trail show it */
  LEAGUE_ADMIN_NAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(100, 'must be at most 100 characters')
      .refine(isPlainText, 'must be plain text')
      .default(DEFAULT_OWNER_NAME),
  ),
  /**
   * where people reach the site: the start of the links the site mails (invitations, password resets,
   * address confirmations); default http://localhost:<PORT>
   */
  LEAGUE_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    url(['http:', 'https:'], 'web')
      .refine((v) => {
        const parsed = new URL(v);
        return parsed.search === '' && parsed.hash === '' && parsed.username === '' && parsed.password === '';
      }, 'must be the address of the site, without a query, fragment or credentials')
      .transform(withoutTrailingSlashes)
      .optional(),
  ),
  LEAGUE_JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  LEAGUE_TIMEZONE: z
    .string()
    .trim()
    .default(DEFAULT_LEAGUE_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  EVENT_STORE: z
    .enum(['pglite', 'postgres', 'esdb'], { message: 'must be pglite, postgres or esdb' })
    .default('pglite'),
  EVENTSTORE_URL: z.preprocess(
    emptyAsUndefined,
    url(['esdb:', 'kurrentdb:', 'kurrent:', 'esdb+discover:'], 'EventStoreDB').optional(),
  ),
  DATABASE_URL: z.preprocess(emptyAsUndefined, url(['postgres:', 'postgresql:'], 'PostgreSQL').optional()),
  KAFKA_BROKERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((b) => /^[^\s:]+:\d{1,5}$/.test(b)), 'must be host:port[,host:port…]')
      .optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, url(['smtp:', 'smtps:'], 'SMTP').optional()),
  LEAGUE_MAIL_TO: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  /** player photos in an S3-compatible bucket: https://ACCESS_KEY:SECRET@host/bucket (else files in the data dir) */
  PHOTO_BUCKET_URL: z.preprocess(emptyAsUndefined, url(['http:', 'https:'], 'S3 bucket').optional()),
  /**
   * behind a reverse proxy (TLS, nginx): which hops of X-Forwarded-For name the client's address, as a
   * hop count or the proxies' addresses and networks; unset: none (the header is ignored)
   */
  LEAGUE_TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * logins, coach sign-ups and password-reset requests a client address may make per minute (429
   * past them): raise it where many people share one address (a rink's wifi behind one NAT)
   */
  LEAGUE_ACCOUNT_CALLS_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Rules across variables, checked on the raw values so they are reported together with every other problem. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const store = env.EVENT_STORE?.trim() || 'pglite';
  const problems: string[] = [];
  if (set('LEAGUE_ADMIN_EMAIL') !== set('LEAGUE_ADMIN_PASSWORD')) {
    const missing = set('LEAGUE_ADMIN_EMAIL') ? 'LEAGUE_ADMIN_PASSWORD' : 'LEAGUE_ADMIN_EMAIL';
    problems.push(
      `${missing}: LEAGUE_ADMIN_EMAIL and LEAGUE_ADMIN_PASSWORD go together: set both or neither`,
    );
  }
  if (store === 'esdb' && !set('EVENTSTORE_URL'))
    problems.push('EVENTSTORE_URL: is required when EVENT_STORE=esdb');
  if ((store === 'esdb' || store === 'postgres') && !set('DATABASE_URL'))
    problems.push(
      `DATABASE_URL: is required when EVENT_STORE=${store} (read models live on the PostgreSQL server)`,
    );
  return problems;
}

const withDefaults = schema.transform((config) => ({
  ...config,
  LEAGUE_PUBLIC_URL: config.LEAGUE_PUBLIC_URL ?? `http://localhost:${config.PORT}`,
}));

export type Config = z.infer<typeof withDefaults>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; every bad variable is named with what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = withDefaults.safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossVariableProblems(env),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

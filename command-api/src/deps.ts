import type { Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { SharedLimits, TokenService, TrustProxy } from '@league/infra/http';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { memoryPersonalData, sqlPersonalData, type PersonalDataVault } from '@league/infra/personal-data';
import type { PhotoStorage } from '@league/infra/photos';
import { memorySessions, type SessionStore } from '@league/infra/sessions';

export interface CommandApiDeps {
  store: EventStore;
  tokens: TokenService;
  logger?: Logger;
  /** the clock of recordedAt (tests fix it) */
  now?: () => Date;
  /** LEAGUE_TIMEZONE as the configuration read it: the league's calendar (DEFAULT_LEAGUE_TIME_ZONE without) */
  timeZone?: string;
  /**
   * behind a reverse proxy (LEAGUE_TRUST_PROXY): which hops of X-Forwarded-For name the client address
   * (rate limits, the login throttle, logs): a hop count (1 for the one nginx of the distributed run) or
   * the proxies' addresses and networks. Never every hop: a client could choose its own address.
   */
  trustProxy?: TrustProxy;
  /**
   * where the rate-limit counts and failed logins are kept: shared by every replica (sqlLimits on the
   * PostgreSQL server) or, when not given, in this process's memory
   */
  limits?: SharedLimits;
  /** attempts per client address on the login and sign-up routes (default 10 per minute) */
  authRateLimit?: { max: number; timeWindowMs: number };
  /**
   * The read-model database and its read-your-writes wait: league play's rules across aggregates
   * (schedule clashes, team references, team names, roster players) query the command_lookups
   * projection once it has reached the store's head. Without it those commands answer 503.
   */
  readModel?: {
    db: SqlClient;
    waitForPosition: (
      position: string,
      timeoutMs: number,
      projections: readonly string[],
    ) => Promise<boolean>;
  };
  /** photo storage, coach addresses and the contact rate limit of the content commands */
  content?: ContentCommandDeps;
  /**
   * The person keys that seal personal fields in recorded events (docs/personal-data.md): by
   * default keys.person_keys of the read-model database, where the projections open them; without a read
   * model (tests on an in-memory store) keys in this process's memory.
   */
  personalData?: PersonalDataVault;
  /**
   * What completes an erasure once it is recorded and its keys deleted (docs/personal-data.md): waits
   * until the read models (and the outbox) have taken it in, then rewrites the files that still hold the
   * old bytes. Without it the erasure routes answer as soon as the keys are deleted.
   */
  erasure?: { complete(position: Position): Promise<void> };
  /** the accounts' signed-in sessions and mailed links (AccountCommandDeps) */
  accounts?: AccountCommandDeps;
}

/** What the account commands need beyond the event store (docs/accounts.md). */
export interface AccountCommandDeps {
  /**
   * The signed-in sessions (accounts.sessions of the read-model database, where the token service checks
   * them); without it, sessions in this process's memory, one store per event store.
   */
  sessions?: SessionStore;
  /** LEAGUE_PUBLIC_URL: the start of every link the site mails (default http://localhost:3000) */
  publicUrl?: string;
  /**
   * The least time POST /api/account/forgotPassword takes to answer (default 250 ms), so that whether an
   * account holds the address cannot be told by the time the answer takes.
   */
  forgotPasswordAnswerMs?: number;
}

const memoryVaults = new WeakMap<EventStore, PersonalDataVault>();

/** The deps' person keys (see CommandApiDeps.personalData); one memory vault per event store. */
export function personalDataOf(deps: CommandApiDeps): PersonalDataVault {
  if (deps.personalData) return deps.personalData;
  if (deps.readModel) return sqlPersonalData(deps.readModel.db);
  let vault = memoryVaults.get(deps.store);
  if (!vault) memoryVaults.set(deps.store, (vault = memoryPersonalData()));
  return vault;
}

const memorySessionStores = new WeakMap<EventStore, SessionStore>();

/** The deps' signed-in sessions (see AccountCommandDeps.sessions); one memory store per event store. */
export function sessionsOf(deps: CommandApiDeps): SessionStore {
  if (deps.accounts?.sessions) return deps.accounts.sessions;
  let sessions = memorySessionStores.get(deps.store);
  if (!sessions) memorySessionStores.set(deps.store, (sessions = memorySessions()));
  return sessions;
}

/** What the content commands need beyond the event store (CommandApiDeps.content). */
export interface ContentCommandDeps {
  /** where uploaded player photos go; without it the upload answers 503 */
  photos?: PhotoStorage;
  /** every coach's e-mail address (a read model): the recipients of sendEmail without `to` */
  coachAddresses?: () => Promise<string[]>;
  /** contact messages per client address (default 5 per 10 minutes) */
  contactRateLimit?: { max: number; timeWindowMs: number };
}

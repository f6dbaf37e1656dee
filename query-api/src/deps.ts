import { DEFAULT_LEAGUE_TIME_ZONE, type Position } from '@league/contracts';
import type { ReadModels } from '@league/contracts/projections';
import type { TokenService, TrustProxy } from '@league/infra/http';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { PhotoStorage } from '@league/infra/photos';
import type { AccountReadDeps } from './accounts/deps';

/** What the query API needs of the checkpoint feed (structural: the projectors' CheckpointFeed fits). */
export interface ReadModelVersions {
  get(name: string): { generation: number; checkpoint: Position; changedAt: Position } | undefined;
  /** whether every named read model's checkpoint is at or past `position` now (X-Min-Position's wait) */
  reached(position: Position, projections: readonly string[]): boolean;
  /** every projection known so far (the live route's starting point and its catch-up on reconnect) */
  all?(): Array<{ name: string; generation: number; checkpoint: Position; changedAt: Position }>;
  subscribe(
    listener: (progress: {
      name: string;
      generation: number;
      checkpoint: Position;
      changedAt: Position;
    }) => void,
  ): () => void;
}

export interface QueryApiDeps {
  /** the read-model database (views rm.<table>) */
  db: SqlClient;
  tokens: TokenService;
  /**
   * Read-your-writes: true once the projections (the named ones, or all) have passed `position`, false
   * when `timeoutMs` ran out first. Routes name the projections they read in `config.projections`.
   */
  waitForPosition: (position: Position, timeoutMs: number, projections?: ReadModels) => Promise<boolean>;
  /**
   * Where each projection's live data stands, as this process knows it (the runner's checkpoint feed:
   * in-process when embedded, followed by LISTEN/NOTIFY when distributed). Cached answers are valid while
   * the generations and changedAt positions of the projections they read are unchanged.
   */
  checkpoints?: ReadModelVersions;
  /** how many GET /api/live streams this process keeps open at once (default 500); beyond, a 503 */
  liveStreamLimit?: number;
  /** how many of them one client (address, IPv6 /64) may hold (default 8); beyond, a 429 */
  liveStreamsPerClient?: number;
  /** unsent output of a stream beyond which its client is dropped as not reading (default 64 KiB) */
  liveStreamUnsentBytes?: number;
  /**
   * the live route's timings: heartbeat comment, gathering of a burst, least time between events, and
   * the lifetime of a stream (default 1 h; the browser then reconnects and resumes)
   */
  liveTimings?: { heartbeatMs?: number; gatherMs?: number; minIntervalMs?: number; lifetimeMs?: number };
  /** the memory budget of the answers kept by checkpoints (default 32 MB); 0 keeps none (ETags still work) */
  answerCacheBytes?: number;
  /** each projection's checkpoint and lag (GET /api/admin/system/projections) */
  projectionStatus: () => Promise<ReadonlyArray<{ name: string }>>;
  logger?: Logger;
  /** served at GET /api/openapi.json when given (see buildOpenApiDocument) */
  openApiDocument?: Record<string, unknown>;
  /**
   * behind a reverse proxy (LEAGUE_TRUST_PROXY): which hops of X-Forwarded-For name the client address
   * (the live streams' cap per client, logs): a hop count (1 behind nginx) or the proxies' addresses
   */
  trustProxy?: TrustProxy;
  /** how long a read waits for X-Min-Position (default 3000 ms) */
  consistencyTimeoutMs?: number;
  /**
   * LEAGUE_TIMEZONE as the launchers' configuration read it: the zone of the league's calendar (today's
   * date, schedule times in iCalendar feeds); DEFAULT_LEAGUE_TIME_ZONE when not given
   */
  timezone?: string;
  /** the photo storage whose files the site serves at GET /api/photos/{photoName} (content) */
  content?: { photos?: PhotoStorage };
  /** the signed-in sessions and the accounts' own view of themselves (the account reads; 503 without) */
  accounts?: AccountReadDeps;
}

/** The league's time zone: the configured one (QueryApiDeps.timezone) or the configuration's default. */
export const leagueTimeZone = (deps: Pick<QueryApiDeps, 'timezone'>): string =>
  deps.timezone ?? DEFAULT_LEAGUE_TIME_ZONE;

import type { EventStore } from '@league/infra/eventstore';
import type { TokenService } from '@league/infra/http';
import type { Logger } from '@league/infra/logging';

export interface CommandApiDeps {
  store: EventStore;
  tokens: TokenService;
  logger?: Logger;
  /** the clock of recordedAt (tests fix it) */
  now?: () => Date;
  /** behind a reverse proxy: client addresses (login rate limit, logs) from X-Forwarded-For */
  trustProxy?: boolean;
  /** attempts per client address on the login and sign-up routes (default 10 per minute) */
  authRateLimit?: { max: number; timeWindowMs: number };
}

import type { FastifyInstance } from 'fastify';
import { maxPosition, type Position } from '@league/contracts';

/** The command routes as the demo loaders call them: as the admin, through app.inject. */
export interface DemoApi {
  /**
   * POST/PATCH/DELETE with the admin token; throws on any answer ≥ 300. An edit of a record sends the
   * version the demo read it at (`ifMatch`), as the admin's pages do (docs/api.md).
   */
  call(
    method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    ifMatch?: number,
  ): Promise<Record<string, unknown>>;
  /** GET a read route as the admin, once it shows every write the demo made (X-Min-Position, never X-Stale) */
  read(url: string): Promise<Record<string, unknown>>;
  /** the admin token, for calls that need other headers (multipart uploads) */
  adminToken: string;
  app: FastifyInstance;
  /** the same calls made by another account (a member of the demo's staff), reads waiting on both */
  as(token: string): DemoApi;
  /**
   * the demo's staff, once they joined (launch/demo/staff.ts): the scorekeeper records the results, the
   * admin corrects the one entered wrong; without them the owner does both
   */
  staff?: { admin: DemoApi; scorekeeper: DemoApi };
  /**
   * The newest link the site mailed through the given stream's event of this type (an invitation, an
   * address confirmation), as its recipient would follow it; only where the demo is loaded in the
   * site's own process (it opens the sealed link with the site's keys).
   */
  mailedLink?: MailedLink;
}

export type MailedLink = (streamId: string, type: string) => Promise<string>;

/** The links mailed through the store's events, opened with the site's personal-data keys. */
export function mailedLinkOf(
  store: { readStream(streamId: string): Promise<readonly { type: string; data: unknown }[]> },
  personalData: {
    open<E extends { type: string; data: unknown }>(events: readonly E[]): Promise<E[]>;
  },
): MailedLink {
  return async (streamId, type) => {
    const events = await personalData.open(await store.readStream(streamId));
    const link = (events.filter((event) => event.type === type).at(-1)?.data as { link?: unknown })?.link;
    if (typeof link !== 'string') throw new Error(`Demo league: no ${type} link on ${streamId}`);
    return link;
  };
}

/** What every account's calls of one demo share: the newest position written, which reads wait for. */
interface DemoWrites {
  written: Position | null;
}

export function demoApi(
  app: FastifyInstance,
  adminToken: string,
  writes: DemoWrites = { written: null },
  links?: MailedLink,
): DemoApi {
  const authorization = `Bearer ${adminToken}`;
  const answered = (method: string, url: string, response: { statusCode: number; body: string }) => {
    if (response.statusCode >= 300) {
      throw new Error(`Demo league: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
  };
  return {
    app,
    adminToken,
    ...(links ? { mailedLink: links } : {}),
    as: (token) => demoApi(app, token, writes, links),
    async call(method, url, payload, ifMatch) {
      const response = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization, ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }) },
      });
      const answer = answered(method, url, response);
      if (typeof answer.position === 'string') writes.written = maxPosition(writes.written, answer.position);
      return answer;
    },
    async read(url) {
      const { written } = writes;
      const headers = { authorization, ...(written ? { 'x-min-position': written } : {}) };
      // a read answered before the projections caught up (X-Stale) is asked again: the demo's own
      // writes may still be in the projections' queue, not just a moment behind
      for (;;) {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.headers['x-stale'] !== '1') return answered('GET', url, response);
      }
    },
  };
}

/** What the venues part of the demo made, for the loaders after it. */
/** What every part of the demo is recorded against: the demo's venues and today on the league's calendar. */
export interface DemoSetting {
  venueIds: string[];
  /** YYYY-MM-DD in the league's time zone (LEAGUE_TIMEZONE): the demo's dates are relative to it */
  today: string;
}

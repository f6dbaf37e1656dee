import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../sql';

/** The two kinds of account a token is signed for (docs/accounts.md). */
export type AccountKind = 'admin' | 'coach';

/** An account by its kind and id (an admin account's id is the member of staff's adminId). */
export interface AccountRef {
  kind: AccountKind;
  id: string;
}

/** One signed-in browser of an account. Times are ISO timestamps (UTC). */
export interface SignInSession {
  sessionId: string;
  kind: AccountKind;
  accountId: string;
  /** "Chrome on Android" (browserOf) */
  browser: string;
  startedAt: string;
  lastSeenAt: string;
  /** null while the session is open */
  endedAt: string | null;
}

/** lastSeenAt is written at most this often per session: a busy browser costs one write a minute. */
export const SEEN_EVERY_MS = 60_000;

/**
 * The signed-in sessions of the accounts (table accounts.sessions, or memory for tests). A login starts
 * one, its token carries its id, and a token whose session has ended is refused.
 */
export interface SessionStore {
  start(session: { sessionId: string; account: AccountRef; browser: string; at: Date }): Promise<void>;
  get(sessionId: string): Promise<SignInSession | null>;
  /** The session was used at `at`: lastSeenAt moves, unless it moved less than SEEN_EVERY_MS before. */
  seen(sessionId: string, at: Date): Promise<void>;
  /** The account's sessions that have not ended, the oldest first. */
  open(account: AccountRef): Promise<SignInSession[]>;
  /** Ends one open session of the account: false when it is none of them. */
  end(account: AccountRef, sessionId: string, at: Date): Promise<boolean>;
  /** Ends every open session of the account but `except`; the ids of the sessions ended. */
  endAll(account: AccountRef, at: Date, except?: string): Promise<string[]>;
  /** Deletes every session of the account, ended or not (the erasure of a coach). */
  remove(account: AccountRef): Promise<void>;
  /** When each account of this kind last signed in (its newest session's start), by account id. */
  lastSignIns(kind: AccountKind): Promise<Map<string, string>>;
}

/** A new session id: 144 random bits, URL-safe (what DELETE /api/account/sessions/{sessionId} takes). */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `session_id AS "sessionId", account_kind AS "kind", account_id::text AS "accountId", browser,
  ${iso('started_at')} AS "startedAt", ${iso('last_seen_at')} AS "lastSeenAt", ${iso('ended_at')} AS "endedAt"`;

/** The sessions in accounts.sessions of the read-model database (migration 007), shared by every process. */
export function sqlSessions(db: SqlClient): SessionStore {
  return {
    async start({ sessionId, account, browser, at }) {
      await db.query(
        `INSERT INTO accounts.sessions (session_id, account_kind, account_id, browser, started_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [sessionId, account.kind, account.id, browser, at.toISOString()],
      );
    },
    async get(sessionId) {
      const { rows } = await db.query<SignInSession>(
        `SELECT ${COLUMNS} FROM accounts.sessions WHERE session_id = $1`,
        [sessionId],
      );
      return rows[0] ?? null;
    },
    async seen(sessionId, at) {
      await db.query(
        `UPDATE accounts.sessions SET last_seen_at = $2
          WHERE session_id = $1 AND ended_at IS NULL
            AND last_seen_at <= $2::timestamptz - $3::bigint * interval '1 millisecond'`,
        [sessionId, at.toISOString(), SEEN_EVERY_MS],
      );
    },
    async open(account) {
      const { rows } = await db.query<SignInSession>(
        `SELECT ${COLUMNS} FROM accounts.sessions
          WHERE account_kind = $1 AND account_id = $2 AND ended_at IS NULL
          ORDER BY started_at, session_id`,
        [account.kind, account.id],
      );
      return rows;
    },
    async end(account, sessionId, at) {
      const { rows } = await db.query(
        `UPDATE accounts.sessions SET ended_at = $4
          WHERE session_id = $1 AND account_kind = $2 AND account_id = $3 AND ended_at IS NULL
          RETURNING session_id`,
        [sessionId, account.kind, account.id, at.toISOString()],
      );
      return rows.length > 0;
    },
    async endAll(account, at, except) {
      const { rows } = await db.query<{ session_id: string }>(
        `UPDATE accounts.sessions SET ended_at = $3
          WHERE account_kind = $1 AND account_id = $2 AND ended_at IS NULL
            AND session_id IS DISTINCT FROM $4
          RETURNING session_id`,
        [account.kind, account.id, at.toISOString(), except ?? null],
      );
      return rows.map((row) => row.session_id);
    },
    async remove(account) {
      await db.query(`DELETE FROM accounts.sessions WHERE account_kind = $1 AND account_id = $2`, [
        account.kind,
        account.id,
      ]);
    },
    async lastSignIns(kind) {
      const { rows } = await db.query<{ accountId: string; at: string }>(
        `SELECT account_id::text AS "accountId", ${iso('max(started_at)')} AS at
           FROM accounts.sessions WHERE account_kind = $1 GROUP BY account_id`,
        [kind],
      );
      return new Map(rows.map((row) => [row.accountId, row.at]));
    },
  };
}

/** The sessions of one process (tests, and an API built without a database). */
export function memorySessions(): SessionStore {
  const sessions = new Map<string, SignInSession>();
  const ofAccount = (account: AccountRef) =>
    [...sessions.values()]
      .filter((session) => session.kind === account.kind && session.accountId === account.id)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.sessionId.localeCompare(b.sessionId));
  return {
    async start({ sessionId, account, browser, at }) {
      if (sessions.has(sessionId)) throw new Error('This session id is taken.');
      const startedAt = at.toISOString();
      sessions.set(sessionId, {
        sessionId,
        kind: account.kind,
        accountId: account.id,
        browser,
        startedAt,
        lastSeenAt: startedAt,
        endedAt: null,
      });
    },
    async get(sessionId) {
      const session = sessions.get(sessionId);
      return session ? { ...session } : null;
    },
    async seen(sessionId, at) {
      const session = sessions.get(sessionId);
      if (!session || session.endedAt !== null) return;
      if (at.getTime() - Date.parse(session.lastSeenAt) >= SEEN_EVERY_MS)
        session.lastSeenAt = at.toISOString();
    },
    async open(account) {
      return ofAccount(account)
        .filter((session) => session.endedAt === null)
        .map((session) => ({ ...session }));
    },
    async end(account, sessionId, at) {
      const session = ofAccount(account).find((s) => s.sessionId === sessionId && s.endedAt === null);
      if (!session) return false;
      session.endedAt = at.toISOString();
      return true;
    },
    async endAll(account, at, except) {
      const ended = ofAccount(account).filter((s) => s.endedAt === null && s.sessionId !== except);
      for (const session of ended) session.endedAt = at.toISOString();
      return ended.map((session) => session.sessionId);
    },
    async remove(account) {
      for (const session of ofAccount(account)) sessions.delete(session.sessionId);
    },
    async lastSignIns(kind) {
      const last = new Map<string, string>();
      for (const session of sessions.values()) {
        if (session.kind !== kind) continue;
        const before = last.get(session.accountId);
        if (!before || before < session.startedAt) last.set(session.accountId, session.startedAt);
      }
      return last;
    },
  };
}

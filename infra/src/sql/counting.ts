import { BATCH_MARK } from './batching';
import type { SqlClient } from './types';

/** A SqlClient that counts the statements sent through it: what a command really costs the database. */
export interface CountingSqlClient extends SqlClient {
  /** statements since the last reset; a transaction counts its BEGIN and COMMIT (or ROLLBACK) too */
  readonly statements: number;
  /** the text of each statement since the last reset (first line, trimmed), for a failing budget's message */
  readonly log: readonly string[];
  reset(): void;
}

export function countStatements(inner: SqlClient): CountingSqlClient {
  const log: string[] = [];
  const note = (text: string) => log.push(text.trim().split('\n')[0]!.slice(0, 160));

  function wrap(db: SqlClient, inTransaction: boolean): SqlClient {
    return {
      kind: db.kind,
      query(text, params, options) {
        note(text);
        return db.query(text, params, options);
      },
      ...(db.simpleQuery && {
        simpleQuery<Row>(text: string) {
          note(text);
          return db.simpleQuery!<Row>(text);
        },
      }),
      exec(script) {
        // a batch of queued writes is one round trip but as many statements as it holds
        const batched = Number(BATCH_MARK.exec(script)?.[1] ?? 1);
        for (let i = 0; i < batched; i++) note(script);
        return db.exec(script);
      },
      async transaction(work) {
        if (inTransaction) return db.transaction((tx) => work(wrap(tx, true)));
        note('BEGIN');
        try {
          return await db.transaction((tx) => work(wrap(tx, true)));
        } finally {
          note('COMMIT');
        }
      },
      withConnection: (work) => db.withConnection((connection) => work(wrap(connection, inTransaction))),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
    };
  }

  const client = wrap(inner, false) as CountingSqlClient;
  Object.defineProperties(client, {
    statements: { get: () => log.length },
    log: { value: log },
    reset: { value: () => (log.length = 0) },
  });
  return client;
}

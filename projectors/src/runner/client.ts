import { batchWrites, inlineParameters, type BatchingSqlClient, type SqlClient } from '@league/infra/sql';

/**
 * What a projection applies a batch through, inside the runner's transaction: its writes queued and sent
 * together (batchWrites), and on PGlite `simpleQuery`, which sends what is queued first, for its reads
 * with their values inlined: the simple query protocol costs a fraction of a bound query there.
 */
export function projectionClient(tx: SqlClient): BatchingSqlClient {
  const writes = batchWrites(tx);
  const simple = tx.simpleQuery?.bind(tx);
  if (!simple) return writes;
  return Object.assign(writes, {
    async simpleQuery<Row>(text: string) {
      await writes.flush();
      return simple<Row>(text);
    },
  });
}

/**
 * A statement that answers rows, through the simple query protocol with its values inlined where the
 * client has it (PGlite), else bound.
 */
export function selectOne<Row>(db: SqlClient, text: string, params: readonly unknown[]) {
  const inlined = db.simpleQuery ? inlineParameters(text, params) : null;
  return inlined === null ? db.query<Row>(text, params) : db.simpleQuery!<Row>(inlined);
}

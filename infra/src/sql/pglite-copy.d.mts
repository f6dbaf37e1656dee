import type { PGlite, Transaction } from '@electric-sql/pglite';

export function copyFromText(
  root: PGlite,
  db: Pick<PGlite, 'query'> | Transaction,
  table: string,
  columns: readonly string[],
  data: string,
): Promise<void>;

import type { SqlClient } from './types';

/**
 * A client for projection handlers inside the runner's transaction that sends their writes in batches.
 *
 * Each statement sent on its own costs a round trip (on PGlite, a trip into the WASM engine that costs far
 * more than the write itself). A projection's INSERT, UPDATE and DELETE statements without RETURNING answer
 * nothing the handler uses, so they are queued and sent together as one multi-statement script, in order,
 * just before anything that reads (a SELECT, a RETURNING, DDL) and at flush(). The transaction is the same,
 * so an error still rolls the whole batch back; it is only reported at the flush.
 *
 * Queued statements carry their parameters inline as dollar-quoted literals of unknown type: PostgreSQL
 * resolves them from their context as it resolves untyped parameters (what node-postgres sends), so a
 * statement means the same batched or not. Binary parameters are never inlined: such a statement is sent
 * on its own, and so is a bulk write (an array parameter of many values).
 */
export interface BatchingSqlClient extends SqlClient {
  /** sends what is queued; call before the transaction commits */
  flush(): Promise<void>;
}

/** Leading comment of a batch script: how many statements it holds (statement counters read it). */
export const BATCH_MARK = /^\/\* batch of (\d+) \*\//;

const WRITE = /^\s*(?:INSERT|UPDATE|DELETE)\b/i;
const RETURNING = /\bRETURNING\b/i;
const MAX_QUEUED = 500;
/** An array parameter this long is a bulk write's column: bound, it is sent as is; inlined, it is escaped
 * and parsed again as part of the script, which costs more than the round trip saved. */
const BULK_ARRAY = 64;
const isBulk = (param: unknown) => Array.isArray(param) && param.length > BULK_ARRAY;

function dollarQuote(text: string): string {
  let tag = 'v';
  for (let n = 0; text.includes(`$${tag}$`); n++) tag = `v${n}`;
  return `$${tag}$${text}$${tag}$`;
}

function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text =
      typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : textOf(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(element).join(',')}}`;
}

function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The literal for a parameter, or null when it must be bound (binary data). */
export function inlineLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) return dollarQuote(arrayLiteral(value));
  if (typeof value === 'object' && !(value instanceof Date)) return dollarQuote(JSON.stringify(value));
  return dollarQuote(textOf(value));
}

/**
 * The statement with its $n parameters replaced by literals, or null when one cannot be inlined. Parameters
 * are only looked for outside quoted strings and identifiers.
 */
export function inlineParameters(text: string, params: readonly unknown[]): string | null {
  const literals = params.map(inlineLiteral);
  if (literals.some((l) => l === null)) return null;
  // the text between quotes and parameters is copied a slice at a time
  const special = /['"$]/g;
  let out = '';
  let copied = 0;
  for (let found = special.exec(text); found; found = special.exec(text)) {
    const i = found.index;
    const ch = text[i]!;
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end === -1) return null;
      special.lastIndex = end + 1;
      continue;
    }
    let j = i + 1;
    while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    // a dollar-quoted string in the statement itself: not expected in projection SQL, keep it unbatched
    if (j === i + 1) return null;
    const index = Number(text.slice(i + 1, j)) - 1;
    if (index < 0 || index >= literals.length) return null;
    out += text.slice(copied, i) + literals[index]!;
    copied = j;
    special.lastIndex = j;
  }
  out += text.slice(copied);
  return out.trim().replace(/;$/, '');
}

export function batchWrites(tx: SqlClient): BatchingSqlClient {
  const queued: string[] = [];

  async function flush(): Promise<void> {
    if (queued.length === 0) return;
    const script = queued.length === 1 ? queued[0]! : `/* batch of ${queued.length} */ ${queued.join(';\n')}`;
    queued.length = 0;
    await tx.exec(script);
  }

  const client: BatchingSqlClient = {
    kind: tx.kind,
    async query<Row>(text: string, params: readonly unknown[] = []) {
      if (WRITE.test(text) && !RETURNING.test(text) && !params.some(isBulk)) {
        const inlined = inlineParameters(text, params);
        if (inlined !== null) {
          queued.push(inlined);
          if (queued.length >= MAX_QUEUED) await flush();
          return { rows: [] as Row[] };
        }
      }
      await flush();
      return tx.query<Row>(text, params);
    },
    async exec(script) {
      await flush();
      await tx.exec(script);
    },
    transaction: (work) => work(client),
    withConnection: (work) => work(client),
    listen: (channel, onNotify) => tx.listen(channel, onNotify),
    close: () => flush(),
    flush,
  };
  return client;
}

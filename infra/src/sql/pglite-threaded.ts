import { Worker } from 'node:worker_threads';
import { makeOwnerOnly } from '../files';
import { pgliteStartParams, type PgliteOptions } from './pglite';
import type { SqlClient } from './types';

type Operation = 'query' | 'exec' | 'simpleQuery' | 'copyFrom' | 'listen' | 'unlisten' | 'close';
type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** An error from the database's thread, as the database gave it: its message, code, detail and the rest. */
function rebuiltError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/**
 * PGlite in a thread of its own (pglite-thread.mjs), for a process that does nothing else while it works
 * a database hard (`npm run rebuild`): the database's work (its wasm, its files, its protocol code) runs
 * beside this thread's, so a caller that asks for its next rows before it works on the last ones (or
 * sends a COPY without waiting for the one before) has both threads busy. The same SqlClient as
 * createPgliteClient's; statements run one at a time in the order they are sent. A transaction holds
 * the database for its work: statements sent outside it meanwhile wait until it ends, as on PGlite.
 * `loadDataDir` is not supported (it is for test templates, which run in-process).
 */
export async function createThreadedPgliteClient(
  options: Omit<PgliteOptions, 'loadDataDir'> = {},
): Promise<SqlClient> {
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    workerData: { startParams: pgliteStartParams(options.settings), dataDir: options.dataDir },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Answer | { ready: true } | { channel: string; payload: string }) => {
      if ('ready' in message) return resolve();
      if ('channel' in message) {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(rebuiltError(message.error));
    });
    const fail = (error: Error) => {
      failure = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database's thread exited (${code})`)));
  });
  await ready;
  if (options.dataDir) await makeOwnerOnly(options.dataDir);

  const send = <T>(op: Operation, args: readonly unknown[] = []): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  };

  /** Ends when the transaction in progress, if any, has; outside statements wait on it. */
  let transactionDone: Promise<void> = Promise.resolve();
  const outside = async <T>(work: () => Promise<T>): Promise<T> => {
    let current = transactionDone;
    // another statement may have started a transaction while this one waited
    while (true) {
      await current;
      if (current === transactionDone) return work();
      current = transactionDone;
    }
  };

  const clientOf = (inTransaction: boolean): SqlClient => {
    const run = <T>(op: Operation, args: readonly unknown[]) =>
      inTransaction ? send<T>(op, args) : outside(() => send<T>(op, args));
    const client: SqlClient = {
      kind: 'pglite',
      async query<Row>(text: string, params: readonly unknown[] = []) {
        return { rows: await run<Row[]>('query', [text, params]) };
      },
      async exec(script: string) {
        await run('exec', [script]);
      },
      async simpleQuery<Row>(text: string) {
        return { rows: await run<Row[]>('simpleQuery', [text]) };
      },
      async copyFrom(table: string, columns: readonly string[], data: string) {
        await run('copyFrom', [table, columns, data]);
      },
      async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
        if (inTransaction) return work(client);
        return outside(async () => {
          let end = () => {};
          transactionDone = new Promise<void>((resolve) => (end = resolve));
          try {
            await send('exec', ['BEGIN']);
            try {
              const result = await work(clientOf(true));
              await send('exec', ['COMMIT']);
              return result;
            } catch (error) {
              await send('exec', ['ROLLBACK']).catch(() => undefined);
              throw error;
            }
          } finally {
            end();
          }
        });
      },
      async withConnection<T>(work: (connection: SqlClient) => Promise<T>): Promise<T> {
        return work(client);
      },
      async listen(channel: string, onNotify: (payload: string) => void) {
        const set = listeners.get(channel) ?? new Set();
        listeners.set(channel, set.add(onNotify));
        await send('listen', [channel]);
        return async () => {
          set.delete(onNotify);
          await send('unlisten', [channel]);
        };
      },
      async close() {
        if (inTransaction) return;
        await outside(() => send('close'));
        await worker.terminate();
      },
    };
    return client;
  };
  return clientOf(false);
}

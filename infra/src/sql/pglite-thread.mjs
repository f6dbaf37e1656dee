// The thread that holds a PGlite database for createThreadedPgliteClient (pglite-threaded.ts): it
// opens the database with the start parameters the client gives (pgliteStartParams, as
// createPgliteClient's), then answers the client's messages one at a time, in the order they came.
// Plain JavaScript, so that it starts under node, tsx and vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { copyFromText } from './pglite-copy.mjs';

/** An error as a message can carry it: its message and PostgreSQL's fields (code, detail, …). */
function serialized(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [name, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value;
  return { ...fields, name: error.name, message: error.message };
}

const db = await PGlite.create({
  startParams: workerData.startParams,
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
});

const operations = {
  async query([text, params]) {
    return (await db.query(text, params)).rows;
  },
  async exec([script]) {
    await db.exec(script);
    return null;
  },
  async simpleQuery([text]) {
    return (await db.exec(text)).at(-1)?.rows ?? [];
  },
  async copyFrom([table, columns, data]) {
    await copyFromText(db, db, table, columns, data);
    return null;
  },
  async listen([channel]) {
    const unlisten = await db.listen(channel, (payload) => parentPort.postMessage({ channel, payload }));
    listening.set(channel, [...(listening.get(channel) ?? []), unlisten]);
    return null;
  },
  async unlisten([channel]) {
    const unlistens = listening.get(channel) ?? [];
    await unlistens.shift()?.();
    return null;
  },
  async close() {
    await db.close();
    return null;
  },
};
const listening = new Map();

let queue = Promise.resolve();
parentPort.on('message', ({ id, op, args }) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id, ok: true, value: await operations[op](args) });
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: serialized(error) });
    }
    if (op === 'close') parentPort.close();
  });
});
parentPort.postMessage({ ready: true });

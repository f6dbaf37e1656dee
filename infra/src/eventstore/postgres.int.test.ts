import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, isSealed } from '@league/contracts';
import { countStatements } from '../sql/counting';
import type { SqlClient } from '../sql/types';
import { createTestPglite, createTestPostgres } from '@league/infra/testing';
import { sealingEventStore, sqlPersonalData } from '../personal-data';
import { gameEvent, runEventStoreConformance } from './conformance';
import { createPostgresEventStore } from './postgres';
import { WrongExpectedVersionError } from './types';

runEventStoreConformance('PostgreSQL schema on PGlite', async () => {
  const db = await createTestPglite();
  const store = createPostgresEventStore(db);
  return {
    store,
    async dispose() {
      await store.close();
      await db.close();
    },
  };
});

// every read from the table: what the streams kept in memory above must answer alike
runEventStoreConformance('PostgreSQL schema on PGlite, every read from the table', async () => {
  const db = await createTestPglite();
  const store = createPostgresEventStore(db, { recentInMemory: false });
  return {
    store,
    async dispose() {
      await store.close();
      await db.close();
    },
  };
});

runEventStoreConformance(
  'PostgreSQL server (TEST_DATABASE_URL)',
  async () => {
    const database = await createTestPostgres();
    if (!database) throw new Error('TEST_DATABASE_URL is not set');
    const store = createPostgresEventStore(database.db);
    return {
      store,
      // a second store instance has its own identity, so it hears the first one only through NOTIFY
      openAnother: async () => createPostgresEventStore(database.db),
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  },
  { skip: !process.env.TEST_DATABASE_URL },
);

describe('PostgreSQL store on PGlite: transaction ids', () => {
  it('given transaction ids that gain a digit (…999 then …1000), when reading the log, then it follows their numeric order', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      // each statement outside a transaction that asks for an id burns one, so the next appends get …999 and …1000
      for (let burnt = 0; burnt < 10_000; burnt++) {
        const { rows } = await db.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
        const next = BigInt(rows[0]!.id) + 1n;
        if (String(next + 1n).length > String(next).length) break;
      }
      const first = await store.append('game-digits', [gameEvent('Scheduled')], 'no_stream');
      const second = await store.append('game-digits', [gameEvent('Recorded')], 0);

      const log = await store.readAll(null, 10);

      expect(first.position).toMatch(/^\d*9\./);
      expect(log.map((e) => e.position)).toEqual([first.position, second.position]);
      expect(await store.headPosition()).toBe(second.position);
    } finally {
      await store.close();
      await db.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL store on a server: late commits', () => {
  it('given a writer that took its transaction first but commits last, when reading meanwhile, then no later event is returned before it, and none is skipped after', async () => {
    const database = (await createTestPostgres())!;
    const store = createPostgresEventStore(database.db);
    try {
      let commitLate!: () => void;
      const lateMayCommit = new Promise<void>((resolve) => (commitLate = resolve));
      let lateInserted!: () => void;
      const inserted = new Promise<void>((resolve) => (lateInserted = resolve));
      const late = gameEvent('ResultCorrected');
      const lateWriter = database.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
           VALUES ($1, 'game-late', 0, $2, '{}', $3::jsonb)`,
          [late.metadata.eventId, late.type, JSON.stringify(late.metadata)],
        );
        lateInserted();
        await lateMayCommit;
      });
      await inserted;
      await store.append('game-early', [gameEvent('ResultRecorded')], 'no_stream');

      const whileLateIsOpen = await store.readAll(null, 10);
      const headWhileLateIsOpen = await store.headPosition();
      commitLate();
      await lateWriter;
      const afterLateCommitted = await store.readAll(null, 10);

      expect(whileLateIsOpen).toEqual([]);
      expect(headWhileLateIsOpen).toBeNull();
      expect(afterLateCommitted.map((e) => e.type)).toEqual(['ResultCorrected', 'ResultRecorded']);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

/** A store on the same client that reads every stream from the table (what the log really holds). */
const fromTable = (db: SqlClient) => createPostgresEventStore(db, { recentInMemory: false });

describe('PostgreSQL store on PGlite: the tail of recent appends', () => {
  it('given appends through the store, when reading after one of them, then the answer is the table’s and costs no statement', async () => {
    const db = countStatements(await createTestPglite());
    const store = createPostgresEventStore(db);
    try {
      const first = await store.append('game-1', [gameEvent('A'), gameEvent('B')], 'no_stream');
      await store.append('game-2', [gameEvent('C')], 'no_stream');
      await store.append('game-1', [gameEvent('D')], first.nextExpectedVersion);
      const fromTable = await store.readAll(null, 10); // after null: always the table
      expect(fromTable.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);

      db.reset();
      const afterFirst = await store.readAll(fromTable[0]!.position, 10);
      const atHead = await store.readAll(fromTable[3]!.position, 10);
      const limited = await store.readAll(fromTable[0]!.position, 2);
      const head = await store.headPosition();
      expect(db.statements).toBe(0);
      expect(afterFirst).toEqual(fromTable.slice(1));
      expect(atHead).toEqual([]);
      expect(limited).toEqual(fromTable.slice(1, 3));
      expect(head).toBe(fromTable[3]!.position);
    } finally {
      await store.close();
      await db.close();
    }
  });
});

describe('PostgreSQL store on PGlite: event ids', () => {
  it('given an event recorded in one stream, when the same event is appended to another stream, then it is refused and nothing is recorded', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      const event = gameEvent('A');
      await store.append('game-a', [event], 'no_stream');
      await expect(store.append('game-b', [event], 'no_stream')).rejects.toThrow(/another stream/);
      expect(await store.readStream('game-b')).toEqual([]);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given an append, when its events are sent again with the expectation the stream now has, then the first answer is repeated', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      const events = [gameEvent('A'), gameEvent('B')];
      const first = await store.append('game-c', events, 'no_stream');
      const again = await store.append('game-c', events, first.nextExpectedVersion);
      expect(again).toEqual(first);
      expect(await store.readStream('game-c')).toHaveLength(2);
    } finally {
      await store.close();
      await db.close();
    }
  });
});

describe('PostgreSQL store on PGlite: appends to streams it knows', () => {
  it('given a stream the store read or wrote, when appending at its version, then one plain INSERT records the events in order', async () => {
    const db = countStatements(await createTestPglite());
    const store = createPostgresEventStore(db);
    try {
      const created = await store.append('game-k', [gameEvent('A')], 'no_stream');
      db.reset();
      const next = await store.append('game-k', [gameEvent('B'), gameEvent('C'), gameEvent('D')], 0);
      expect(db.log).toEqual([expect.stringMatching(/^INSERT INTO es\.events/)]);
      expect(next.nextExpectedVersion).toBe(3);
      const stream = await fromTable(db).readStream('game-k');
      expect(stream.map((e) => [e.type, e.streamVersion])).toEqual([
        ['A', 0],
        ['B', 1],
        ['C', 2],
        ['D', 3],
      ]);
      expect((await store.readAll(created.position, 10)).map((e) => e.position)).toEqual(
        stream.slice(1).map((e) => e.position),
      );
      expect(next.position).toBe(stream[3]!.position);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given awkward text in a stream id, a type and the data, when appended by the plain INSERT, then it reads back exactly', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      const stream = `game-it's $v$ \\ "q"`;
      const data = {
        note: 'O\'Brien $$ $v$ $v0$ \\ "quoted" line\nbreak ✓ 𝄞',
        list: [1, null, { a: '$q$' }],
      };
      await store.append(stream, [gameEvent('A')], 'no_stream');
      await store.append(stream, [gameEvent(`B'$v$`, data), gameEvent('C', { empty: '' })], 0);
      const events = await fromTable(db).readStream(stream);
      expect(events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
        ['A', 0, {}],
        [`B'$v$`, 1, data],
        ['C', 2, { empty: '' }],
      ]);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given a stream written behind the store’s back, when appending with the version the store last knew, then it conflicts and records nothing', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      await store.append('game-w', [gameEvent('A')], 'no_stream');
      await db.query(
        `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
         VALUES (gen_random_uuid(), 'game-w', 1, 'Elsewhere', '{}', '{}')`,
      );
      await expect(store.append('game-w', [gameEvent('B')], 0)).rejects.toThrow(
        /expected version 0.*actual 1|version/i,
      );
      expect((await store.readStream('game-w')).map((e) => e.type)).toEqual(['A', 'Elsewhere']);
      // and the next append with the true version goes through
      await store.append('game-w', [gameEvent('C')], 1);
      expect((await store.readStream('game-w')).map((e) => e.type)).toEqual(['A', 'Elsewhere', 'C']);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given an expectation ahead of the stream, when appending, then it conflicts and leaves no gap', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      await store.append('game-g', [gameEvent('A')], 'no_stream');
      await expect(store.append('game-g', [gameEvent('B')], 4)).rejects.toMatchObject({
        name: 'WrongExpectedVersionError',
        actual: 0,
      });
      expect((await store.readStream('game-g')).map((e) => e.streamVersion)).toEqual([0]);
    } finally {
      await store.close();
      await db.close();
    }
  });
});

describe('PostgreSQL store on PGlite: streams kept in memory', () => {
  it('given a stream the store wrote or read, when reading it again, then the answer is the table’s and costs no statement', async () => {
    const db = countStatements(await createTestPglite());
    const store = createPostgresEventStore(db);
    try {
      const data = { note: 'kept', nested: { list: [1, null] }, gone: undefined };
      await store.append('game-m', [gameEvent('A', data)], 'no_stream');
      await store.append('game-m', [gameEvent('B'), gameEvent('C')], 0);
      const table = await fromTable(db).readStream('game-m');
      expect(table.map((e) => e.type)).toEqual(['A', 'B', 'C']);

      db.reset();
      const written = await store.readStream('game-m');
      expect(db.statements).toBe(0);
      expect(written).toEqual(table);
      // a stream written before the store began is kept from its first read
      await db.query(
        `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
         VALUES (gen_random_uuid(), 'game-n', 0, 'Earlier', '{}', '{}')`,
      );
      db.reset();
      const first = await store.readStream('game-n');
      const second = await store.readStream('game-n');
      expect(db.statements).toBe(1);
      expect(second).toEqual(first);
      expect(first.map((e) => e.type)).toEqual(['Earlier']);
      // nothing is kept for a stream that does not exist
      db.reset();
      expect(await store.readStream('game-unknown')).toEqual([]);
      expect(await store.readStream('game-unknown')).toEqual([]);
      expect(db.statements).toBe(2);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given more streams than memory holds, when reading them again, then the least recently used and any too long are read from the table', async () => {
    const db = countStatements(await createTestPglite());
    const store = createPostgresEventStore(db);
    const events = (n: number) => Array.from({ length: n }, (_, i) => gameEvent(`E${i}`));
    try {
      // six streams of 1,000 events: the first written is the one dropped to stay within 5,000
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f'])
        await store.append(`game-lru-${name}`, events(1_000), 'no_stream');
      await store.append('game-long', events(1_001), 'no_stream');
      db.reset();
      expect(await store.readStream('game-lru-f')).toHaveLength(1_000);
      expect(db.statements).toBe(0);
      expect(await store.readStream('game-lru-a')).toHaveLength(1_000);
      expect(db.statements).toBe(1);
      expect(await store.readStream('game-long')).toHaveLength(1_001);
      expect(await store.readStream('game-long')).toHaveLength(1_001);
      expect(db.statements).toBe(3);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given a stream kept in memory, when another store on the same database appends to it, then a read shows the append', async () => {
    const db = countStatements(await createTestPglite());
    const store = createPostgresEventStore(db);
    const another = createPostgresEventStore(db);
    try {
      await store.append('game-o', [gameEvent('A')], 'no_stream');
      expect((await store.readStream('game-o')).map((e) => e.type)).toEqual(['A']);
      await another.append('game-o', [gameEvent('B')], 0);
      await another.append('game-o', [gameEvent('C')], 'any');
      db.reset();
      const read = await store.readStream('game-o');
      expect(db.statements).toBe(0);
      expect(read).toEqual(await fromTable(db).readStream('game-o'));
      expect(read.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    } finally {
      await another.close();
      await store.close();
      await db.close();
    }
  });

  it('given a stream written behind the store’s back, when an append at the version kept conflicts, then the next read is the table’s', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      await store.append('game-x', [gameEvent('A')], 'no_stream');
      expect(await store.readStream('game-x')).toHaveLength(1);
      await db.query(
        `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
         VALUES (gen_random_uuid(), 'game-x', 1, 'Elsewhere', '{}', '{}')`,
      );
      // a decider on the stream as kept appends at version 0: refused, and the stream is read afresh
      await expect(store.append('game-x', [gameEvent('B')], 0)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect((await store.readStream('game-x')).map((e) => e.type)).toEqual(['A', 'Elsewhere']);
      await store.append('game-x', [gameEvent('C')], 1);
      expect((await store.readStream('game-x')).map((e) => e.type)).toEqual(['A', 'Elsewhere', 'C']);
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given two deciders on the same version, when the second appends, then it conflicts and both read the first one’s events', async () => {
    const db = await createTestPglite();
    const store = createPostgresEventStore(db);
    try {
      await store.append('game-c2', [gameEvent('A')], 'no_stream');
      const [one, two] = await Promise.all([store.readStream('game-c2'), store.readStream('game-c2')]);
      await store.append('game-c2', [gameEvent('First')], one.length - 1);
      await expect(store.append('game-c2', [gameEvent('Second')], two.length - 1)).rejects.toMatchObject({
        name: 'WrongExpectedVersionError',
        actual: 1,
      });
      const again = await store.readStream('game-c2');
      expect(again.map((e) => e.type)).toEqual(['A', 'First']);
      expect(again).toEqual(await fromTable(db).readStream('game-c2'));
    } finally {
      await store.close();
      await db.close();
    }
  });

  it('given a read whose rows were taken before an append to its stream finished, when reading again, then the append is in the answer', async () => {
    const inner = await createTestPglite();
    // holds the answer of the next stream read until released: the append runs and finishes meanwhile
    let hold: Promise<void> | null = null;
    let release!: () => void;
    const db: SqlClient = {
      ...inner,
      kind: inner.kind,
      query: (text, params, options) => inner.query(text, params, options),
      async simpleQuery<Row>(text: string) {
        const answer = await inner.simpleQuery!<Row>(text);
        const waiting = text.startsWith('SELECT') ? hold : null;
        hold = null;
        if (waiting) await waiting;
        return answer;
      },
    };
    const store = createPostgresEventStore(db);
    try {
      await inner.query(
        `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
         VALUES (gen_random_uuid(), 'game-r', 0, 'A', '{}', '{}')`,
      );
      hold = new Promise((resolve) => (release = resolve));
      const reading = store.readStream('game-r');
      await new Promise((resolve) => setTimeout(resolve, 20)); // its rows are taken
      await store.append('game-r', [gameEvent('B')], 0);
      release();
      expect((await reading).map((e) => e.type)).toEqual(['A']);
      expect((await store.readStream('game-r')).map((e) => e.type)).toEqual(['A', 'B']);
    } finally {
      await store.close();
      await inner.close();
    }
  });

  it('given a person’s sealed event read through the sealing store, when their key is erased, then reading the stream again shows it erased', async () => {
    const db = countStatements(await createTestPglite());
    const vault = sqlPersonalData(db);
    const log = createPostgresEventStore(db);
    const store = sealingEventStore(log, vault);
    try {
      const signedUp = gameEvent('CoachSignedUp', { coachId: 'c1', email: 'coach@example.org' });
      await store.append('coach-c1', [signedUp], 'no_stream');
      expect((await store.readStream('coach-c1'))[0]!.data).toMatchObject({ email: 'coach@example.org' });
      // what is kept is the log's row: sealed
      db.reset();
      const kept = await log.readStream('coach-c1');
      expect(db.log.filter((s) => s.includes('es.events'))).toEqual([]);
      expect(isSealed((kept[0]!.data as { email: string }).email)).toBe(true);

      await vault.erase('coach-c1');
      expect((await store.readStream('coach-c1'))[0]!.data).toMatchObject({ email: ERASED_TEXT });
      expect(JSON.stringify(await log.readStream('coach-c1'))).not.toContain('coach@example.org');
    } finally {
      await log.close();
      await db.close();
    }
  });
});

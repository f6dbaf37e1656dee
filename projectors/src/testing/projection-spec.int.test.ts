import { describe, expect, it } from 'vitest';
import type { Projection } from '../projection';
import { countingProjection } from '../runner/test-support';
import { projectionSpec, recordedAtOf, uuid } from './projection-spec';

/** The specification harness itself: it passes what holds, and fails, with the reason, what does not. */

/** Notes by id, every write guarded by the stream version: a log applied twice changes nothing. */
const notes: Projection = {
  name: 'notes',
  version: 1,
  tables: ['notes'],
  handles: ['NoteWritten', 'NoteFailed'],
  async setup(db, schema) {
    await db.exec(`CREATE TABLE ${schema}.notes (
      note_id uuid PRIMARY KEY, body text NOT NULL, stream text NOT NULL, version integer NOT NULL,
      at text NOT NULL, batch_size integer NOT NULL)`);
  },
  async apply(tx, schema, events) {
    for (const event of events) {
      const d = event.data as { noteId: string; body: string };
      if (event.type === 'NoteFailed') throw new Error(`Note ${d.noteId} cannot be written`);
      await tx.query(
        `INSERT INTO ${schema}.notes AS n VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (note_id) DO UPDATE SET body = excluded.body, version = excluded.version
         WHERE n.version < excluded.version`,
        [d.noteId, d.body, event.streamId, event.streamVersion, event.metadata.recordedAt, events.length],
      );
    }
  },
};
const [a, b] = [uuid(1), uuid(2)];
const written = (noteId: string, body: string) => ({ type: 'NoteWritten', data: { noteId, body } });

const spec = projectionSpec(notes, { eventByEvent: false });
const eachSpec = projectionSpec(notes);
const counting = projectionSpec(countingProjection({ folding: true }));
const wrongFold = projectionSpec(countingProjection({ table: 'folded_counts', folding: true }), {
  eventByEvent: false,
  fold: () => ({ apply: () => undefined, rows: () => ({ folded_counts: [] }) }),
});

describe('projection specifications', () => {
  it('fill in streams, versions, positions and times, and pass the rows the projection leaves', async () => {
    await spec
      .given(written(a, 'one'), { type: 'Ignored', data: {} }, written(b, 'two'))
      .when(written(a, 'three'))
      .then('SELECT note_id, body, stream, version, at FROM notes ORDER BY note_id', [
        { note_id: a, body: 'three', stream: `note-${a}`, version: 1, at: recordedAtOf(1) },
        { note_id: b, body: 'two', stream: `note-${b}`, version: 0, at: recordedAtOf(3) },
      ]);
  });

  it('fail on rows other than the expected ones, naming the query', async () => {
    const scenario = spec.given(written(a, 'one'));
    await expect(scenario.then('SELECT body FROM notes', [{ body: 'uno' }])).rejects.toThrow(
      /given 1 → SELECT body FROM notes/,
    );
    await expect(scenario.then('SELECT body FROM notes', [])).rejects.toThrow(/expected/);
    await scenario.then('SELECT body FROM notes WHERE note_id = $1', [{ body: 'one' }], [a]);
  });

  it('refuse a query of several rows without an order', async () => {
    await expect(
      spec.given(written(a, 'one'), written(b, 'two')).then('SELECT body FROM notes', [{}, {}]),
    ).rejects.toThrow(/ORDER BY/);
  });

  it('deliver an event given again with its recorded envelope, and the whole log again', async () => {
    const first = written(a, 'one');
    await spec
      .given(first, written(a, 'two'))
      .when(first)
      .whenAppliedAgain()
      .then('SELECT body, version FROM notes', [{ body: 'two', version: 1 }]);
  });

  it('hold the batches to the log applied one event per batch', async () => {
    await expect(
      eachSpec
        .given(written(a, 'one'), written(b, 'two'))
        .then('SELECT batch_size FROM notes ORDER BY 1', [{ batch_size: 2 }, { batch_size: 2 }]),
    ).rejects.toThrow(/one event per batch differs/);
  });

  it('catch a projection that counts an event delivered again', async () => {
    const noted = { type: 'Counted', data: {}, stream: 's-1' };
    await counting
      .given(noted)
      .then('SELECT stream_id, events FROM stream_counts', [{ stream_id: 's-1', events: 1 }]);
    await expect(
      counting
        .given(noted)
        .whenAppliedAgain()
        .then('SELECT events FROM stream_counts', [{ events: 2 }]),
    ).rejects.toThrow(/differs/);
  });

  it('hold the batches to the fold, unless the log has an out-of-date version on purpose', async () => {
    const counted = { type: 'Counted', data: {}, stream: 's-1' };
    await expect(
      wrongFold.given(counted).then('SELECT events FROM folded_counts', [{ events: 1 }]),
    ).rejects.toThrow(/the fold \(a rebuild in memory\) differs/);
    await wrongFold
      .given(counted, { ...counted, version: 0 })
      .then('SELECT events FROM folded_counts', [{ events: 2 }]);
  });

  it('expect a failing batch to fail and to leave the batches before it', async () => {
    const scenario = spec.given(written(a, 'one')).when(written(b, 'two'), {
      type: 'NoteFailed',
      data: { noteId: b },
    });
    await scenario.thenThrows(/cannot be written/);
    await scenario.then('SELECT body FROM notes', [{ body: 'one' }]);
    await expect(spec.given(written(a, 'one')).thenThrows(/./)).rejects.toThrow(/to fail, but it did not/);
  });
});

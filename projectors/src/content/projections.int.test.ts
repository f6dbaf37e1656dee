import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePosition, type RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import { coachAddressesProjection } from './coach-addresses';
import { newsProjection } from './news';
import { suspensionsProjection } from './suspensions';
import { videosProjection } from './videos';

const schema = 'rm_content_test';
let db: SqlClient;
let n = 0;
const s1 = '11111111-1111-4111-8111-111111111111';
const s2 = '22222222-2222-4222-8222-222222222222';

function recorded(type: string, data: unknown, streamId: string, streamVersion: number): RecordedEvent {
  n += 1;
  return { ...testEvent(type, data), streamId, streamVersion, position: makePosition(1, n) };
}
const apply = (projection: typeof newsProjection, events: RecordedEvent[]) =>
  db.transaction((tx) => projection.apply(tx, schema, events));

beforeAll(async () => {
  db = await createTestPglite();
  await db.exec(`CREATE SCHEMA ${schema}`);
  for (const p of [videosProjection, newsProjection, suspensionsProjection, coachAddressesProjection])
    await p.setup(db, schema);
});
afterAll(async () => db.close());

const suspension = (suspensionId: string, date: string) => ({
  suspensionId,
  playerName: 'Sam Carter',
  playerTeam: 'Albany Ice',
  date,
  reason: 'Match penalty',
  howManyGames: 2,
  served: false,
  appealedSuccessfully: false,
});

describe('suspensions projection', () => {
  it('keeps each suspension as its stream left it, current or archived; a batch applied twice changes nothing', async () => {
    const batch = [
      recorded('SuspensionCreated', suspension(s1, '2026-02-10'), `suspension-${s1}`, 0),
      recorded('SuspensionCreated', suspension(s2, '2026-03-01'), `suspension-${s2}`, 0),
      recorded('SuspensionArchived', { suspensionId: s1 }, `suspension-${s1}`, 1),
      recorded('SuspensionUpdated', { ...suspension(s1, '2026-02-10'), served: true }, `suspension-${s1}`, 2),
      recorded('SuspensionRestored', { suspensionId: s1 }, `suspension-${s1}`, 3),
      recorded('SuspensionArchived', { suspensionId: s1 }, `suspension-${s1}`, 4),
    ];
    const rows = async () =>
      (
        await db.query<{ id: string; is_current: boolean; served: boolean; version: number }>(
          `SELECT suspension_id AS id, is_current, served, version FROM ${schema}.suspensions ORDER BY suspension_date`,
        )
      ).rows;
    await apply(suspensionsProjection, batch);
    const expected = [
      { id: s1, is_current: false, served: true, version: 4 },
      { id: s2, is_current: true, served: false, version: 0 },
    ];
    expect(await rows()).toEqual(expected);
    await apply(suspensionsProjection, batch);
    expect(await rows()).toEqual(expected);
    await apply(suspensionsProjection, [
      recorded('SuspensionRemoved', { suspensionId: s2 }, `suspension-${s2}`, 1),
    ]);
    expect((await rows()).map((r) => r.id)).toEqual([s1]);
  });
});

describe('news and videos projections', () => {
  it('apply creates, updates and removals idempotently', async () => {
    const news = {
      newsId: s1,
      newsHeading: 'H',
      newsSubheading: '',
      newsDate: '2026-03-01',
      newsContent: 'C',
    };
    const batch = [
      recorded('NewsCreated', news, `news-${s1}`, 0),
      recorded('NewsUpdated', { ...news, newsHeading: 'H2' }, `news-${s1}`, 1),
    ];
    await apply(newsProjection, batch);
    await apply(newsProjection, batch.slice(0, 1)); // an older event again never wins
    const { rows } = await db.query<{ news_heading: string; version: number }>(
      `SELECT news_heading, version FROM ${schema}.news`,
    );
    expect(rows).toEqual([{ news_heading: 'H2', version: 1 }]);

    const video = { videoId: s2, videoTitle: 'T', videoURL: 'https://v.org/1', videoCaption: '' };
    await apply(videosProjection, [recorded('VideoCreated', video, `video-${s2}`, 0)]);
    await apply(videosProjection, [recorded('VideoRemoved', { videoId: s2 }, `video-${s2}`, 1)]);
    expect((await db.query(`SELECT * FROM ${schema}.videos`)).rows).toEqual([]);
  });
});

describe('coach addresses projection', () => {
  it('keeps one address per coach account', async () => {
    const signedUp = recorded(
      'CoachSignedUp',
      { coachId: s1, email: 'Coach@Team.org', passwordHash: 'h' },
      `coach-${s1}`,
      0,
    );
    await apply(coachAddressesProjection, [signedUp, signedUp]);
    expect((await db.query(`SELECT coach_id, email FROM ${schema}.mail_coach_addresses`)).rows).toEqual([
      { coach_id: s1, email: 'Coach@Team.org' },
    ]);
  });
});

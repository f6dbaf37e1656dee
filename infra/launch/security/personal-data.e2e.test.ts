import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT, PERSON_NOT_FOUND_MESSAGE, type RecordedEvent } from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import { publicStreamId, toEventMessage } from '@league/projectors';
import { ADMIN, startSecurityTestSite, type SecurityTestSite } from './test-site';

/**
 * Personal data (ARCHITECTURE "Personal data"): sealed in the log with a key per person, opened in the
 * read models, never in clear on the bus; an admin's erasure deletes the key, for good.
 */
const player = {
  firstName: 'Kimberly',
  lastName: 'Loewenstein',
  phoneNumber: '(518) 555-0199',
  address: '17 Elmwood Terrace',
  city: 'Schenectady',
  email: 'kimberly@example.com',
  dateOfBirth: '2011-04-07',
  parentName: 'Dana Loewenstein',
};
const COACH_EMAIL = 'coach@team.test';
const CLEAR_VALUES = [COACH_EMAIL, ADMIN.email, ...Object.values(player)];

let site: SecurityTestSite;
let registrantId: string;
let position: string;

/** the clear values found in `text` (an address only as a whole: other.coach@… is another coach's) */
const clearIn = (text: string) =>
  CLEAR_VALUES.filter((value) =>
    new RegExp(`(?<![\\w.])${value.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}`, 'i').test(text),
  );
const rawLog = async () =>
  (await site.db.query<{ row: string }>(`SELECT (stream_id || ' ' || data::text) AS row FROM es.events`)).rows
    .map((r) => r.row)
    .join('\n');
const registrantRow = async () =>
  (
    await site.db.query<Record<string, string>>(
      `SELECT first_name, last_name, phone_number, address, city, email, date_of_birth, parent_name
         FROM rm.tournament_registrants WHERE registrant_id = $1`,
      [registrantId],
    )
  ).rows[0];
const coachAddresses = async () => [
  ...(await site.db.query('SELECT email FROM rm.mail_coach_addresses WHERE coach_id = $1', [site.coachId]))
    .rows,
  ...(
    await site.db.query('SELECT email FROM rm.registration_coach_emails WHERE coach_id = $1', [site.coachId])
  ).rows,
];
/** waits (read-your-writes) until the projections have passed `position` */
const caughtUp = async (at: string) => {
  const answer = await site.app.inject({
    method: 'GET',
    url: '/api/registration/Privacy%20Cup',
    headers: { ...site.admin, 'x-min-position': at },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ allRegisteredPlayers?: unknown[] }>();
};

beforeAll(async () => {
  site = await startSecurityTestSite();
  const created = await site.app.inject({
    method: 'POST',
    url: '/api/admin/createTournament',
    headers: site.admin,
    payload: { leagueNameAndDesc: 'Privacy Cup', closeDate: '2099-12-31', price: '10' },
  });
  expect(created.statusCode).toBe(201);
  const { tournamentId } = created.json<{ tournamentId: string }>();
  const registered = await site.app.inject({
    method: 'POST',
    url: `/api/registration/${tournamentId}/registrants`,
    payload: player,
  });
  expect(registered.statusCode).toBe(201);
  ({ registrantId, position } = registered.json<{ registrantId: string; position: string }>());
});
afterAll(() => site?.close());

describe('personal data in the log', () => {
  it('is sealed: the raw es.events rows hold no e-mail, phone, birth date or other personal value', async () => {
    expect(clearIn(await rawLog())).toEqual([]);
    const keys = await site.db.query<{ person_id: string }>('SELECT person_id FROM keys.person_keys');
    expect(keys.rows.map((r) => r.person_id)).toEqual(
      expect.arrayContaining([`registrant-${registrantId}`, `coach-${site.coachId}`]),
    );
  });

  it('is opened in the read models the admin reads', async () => {
    await caughtUp(position);
    expect(await registrantRow()).toMatchObject({
      phone_number: player.phoneNumber,
      date_of_birth: player.dateOfBirth,
    });
    expect(await coachAddresses()).toEqual([{ email: COACH_EMAIL }, { email: COACH_EMAIL }]);
  });

  it('goes on the bus only sealed, under stream keys without an address', async () => {
    const messages = await relayMessages();
    expect(clearIn(messages.map((m) => `${m.key} ${m.value}`).join('\n'))).toEqual([]);
  });
});

describe('erasing a person (admin)', () => {
  const routes = () => [
    `/api/admin/${site.coachId}/eraseCoachPersonalData`,
    `/api/admin/${registrantId}/eraseRegistrantPersonalData`,
  ];

  it('is refused to the public (401) and to coaches, even for their own account (403), recording nothing', async () => {
    const before = await site.eventCount();
    for (const url of routes()) {
      const anonymous = await site.app.inject({ method: 'POST', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String) });
      for (const headers of [site.coach, site.otherCoach]) {
        const coach = await site.app.inject({ method: 'POST', url, headers });
        expect(coach.statusCode).toBe(403);
        expect(coach.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(await site.eventCount()).toBe(before);
  });

  it('answers 404 for a person the log does not know', async () => {
    for (const url of [
      '/api/admin/00000000-0000-4000-8000-000000000999/eraseCoachPersonalData',
      '/api/admin/00000000-0000-4000-8000-000000000999/eraseRegistrantPersonalData',
    ]) {
      const answer = await site.app.inject({ method: 'POST', url, headers: site.admin });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PERSON_NOT_FOUND_MESSAGE });
    }
  });

  it('deletes the key and records who erased and when: the data is then unreadable in the store, the read models (after a rebuild too) and on the bus', async () => {
    let last = position;
    for (const url of routes()) {
      const answer = await site.app.inject({ method: 'POST', url, headers: site.admin });
      expect(answer.statusCode).toBe(200);
      last = answer.json<{ position: string }>().position;
    }
    const keys = await site.db.query('SELECT 1 FROM keys.person_keys WHERE person_id = ANY($1::text[])', [
      [`registrant-${registrantId}`, `coach-${site.coachId}`],
    ]);
    expect(keys.rows).toEqual([]);

    const log = await site.store.readAll(null, 10_000);
    const erasures = log.filter((event) => event.type === 'PersonalDataErased');
    expect(erasures.map((event) => event.data)).toEqual([
      expect.objectContaining({
        kind: 'coach',
        subjectId: site.coachId,
        erasedBy: { role: 'admin', id: site.adminId },
      }),
      expect.objectContaining({ kind: 'registrant', subjectId: registrantId, erasedAt: expect.any(String) }),
    ]);
    // the store: even opened with every key there is, nothing personal of theirs is left
    expect(clearIn(JSON.stringify(await sqlPersonalData(site.db).open(log)))).toEqual([ADMIN.email]);
    expect(clearIn(await rawLog())).toEqual([]);

    await caughtUp(last);
    const erasedRow = Object.fromEntries(
      [
        'first_name',
        'last_name',
        'phone_number',
        'address',
        'city',
        'email',
        'date_of_birth',
        'parent_name',
      ].map((column) => [column, ERASED_TEXT]),
    );
    expect(await registrantRow()).toEqual(erasedRow);
    expect(await coachAddresses()).toEqual([]);

    await site.runner.rebuild(['tournaments', 'registered_teams', 'mail_coach_addresses']);
    expect(await registrantRow()).toEqual(erasedRow);
    expect(await coachAddresses()).toEqual([]);

    const messages = await relayMessages();
    expect(clearIn(messages.map((m) => `${m.key} ${m.value}`).join('\n'))).toEqual([]);
    const published = messages.map((m) => JSON.parse(m.value) as RecordedEvent);
    const opened = await sqlPersonalData(site.db).open(published);
    expect(clearIn(JSON.stringify(opened))).toEqual([ADMIN.email]);

    // asked again: nothing more recorded
    const count = await site.eventCount();
    const again = await site.app.inject({ method: 'POST', url: routes()[1]!, headers: site.admin });
    expect(again.statusCode).toBe(200);
    expect(await site.eventCount()).toBe(count);
  });
});

async function relayMessages() {
  const vault = sqlPersonalData(site.db);
  const log = await site.store.readAll(null, 10_000);
  return Promise.all(
    log.map(async (event) =>
      toEventMessage(event, await publicStreamId(event.streamId, (e) => vault.emailStreamKey(e))),
    ),
  );
}

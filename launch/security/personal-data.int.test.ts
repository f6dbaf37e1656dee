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
/** people only mail events name: a visitor of the contact form, an address the admin typed, another coach */
const visitor = { fromName: 'Vera Visitor', fromEmail: 'vera@visitors.test', message: 'When is the draft?' };
const TYPED_ADDRESS = 'friend@elsewhere.test';
const OTHER_COACH_EMAIL = 'other.coach@team.test';
const NOT_ERASED = [visitor.fromName, visitor.fromEmail, TYPED_ADDRESS, OTHER_COACH_EMAIL];
const CLEAR_VALUES = [COACH_EMAIL, ADMIN.email, ...Object.values(player), ...NOT_ERASED];

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

  // mail: a contact-form message, an e-mail to typed addresses (a coach, the registrant, someone else)
  // and one to every coach (their addresses read from the read model, hence the wait)
  const contacted = await site.app.inject({ method: 'POST', url: '/api/contact', payload: visitor });
  expect(contacted.statusCode).toBe(202);
  const typed = await site.app.inject({
    method: 'POST',
    url: '/api/admin/sendEmail',
    headers: site.admin,
    payload: {
      subject: 'Rosters',
      message: 'Rosters are due.',
      to: [COACH_EMAIL, player.email, TYPED_ADDRESS],
    },
  });
  expect(typed.statusCode).toBe(202);
  await caughtUp(typed.json<{ position: string }>().position);
  const everyCoach = await site.app.inject({
    method: 'POST',
    url: '/api/admin/sendEmail',
    headers: site.admin,
    payload: { subject: 'Schedule', message: 'The schedule is out.' },
  });
  expect(everyCoach.statusCode).toBe(202);
  expect(everyCoach.json<{ queued: number }>().queued).toBe(2);
  position = everyCoach.json<{ position: string }>().position;
});

/** the recipients of each e-mail and the sender of each contact message, opened with the keys there are */
const openedMail = async () => {
  const log = await sqlPersonalData(site.db).open(await site.store.readAll(null, 10_000));
  return {
    senders: log
      .filter((event) => event.type === 'ContactMessageReceived')
      .map((event) => {
        const { fromName, fromEmail } = event.data as { fromName: string; fromEmail: string };
        return { fromName, fromEmail };
      }),
    recipients: log
      .filter((event) => event.type === 'EmailBroadcastRequested')
      .map((event) => [...(event.data as { to: string[] }).to].sort()),
  };
};
afterAll(() => site?.close());

describe('personal data in the log', () => {
  it('is sealed: the raw es.events rows hold no e-mail, phone, birth date or other personal value', async () => {
    expect(clearIn(await rawLog())).toEqual([]);
    const keys = await site.db.query<{ person_id: string }>('SELECT person_id FROM keys.person_keys');
    expect(keys.rows.map((r) => r.person_id)).toEqual(
      expect.arrayContaining([`registrant-${registrantId}`, `coach-${site.coachId}`]),
    );
  });

  it("holds the contact form's sender and every e-mail recipient sealed, each with its address's key", async () => {
    const mail = await site.db.query<{ row: string }>(
      `SELECT data::text AS row FROM es.events WHERE type IN ('ContactMessageReceived', 'EmailBroadcastRequested')`,
    );
    expect(mail.rows).toHaveLength(3);
    expect(clearIn(mail.rows.map((r) => r.row).join('\n'))).toEqual([]);
    expect(mail.rows.map((r) => r.row).join('\n')).not.toMatch(/@/);
    const keys = await site.db.query<{ person_id: string }>(
      `SELECT person_id FROM keys.person_keys WHERE person_id LIKE 'address-%'`,
    );
    // the visitor, the three typed addresses, and the other coach (the coach was typed already)
    expect(keys.rows).toHaveLength(5);
    expect(await openedMail()).toEqual({
      senders: [{ fromName: visitor.fromName, fromEmail: visitor.fromEmail }],
      recipients: [
        [COACH_EMAIL, TYPED_ADDRESS, player.email].sort(),
        [COACH_EMAIL, OTHER_COACH_EMAIL].sort(),
      ],
    });
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
    // the keys of their addresses, named by keyed hash (the notifier forgets those in its outbox)
    const vault = sqlPersonalData(site.db);
    expect(erasures.map((event) => (event.data as { addressIds?: string[] }).addressIds)).toEqual([
      [await vault.addressPersonId(COACH_EMAIL)],
      [await vault.addressPersonId(player.email)],
    ]);
    // the store: even opened with every key there is, nothing personal of theirs is left
    expect(clearIn(JSON.stringify(await sqlPersonalData(site.db).open(log)))).toEqual([
      ADMIN.email,
      ...NOT_ERASED,
    ]);
    expect(clearIn(await rawLog())).toEqual([]);
    // mail to them (their addresses' keys are gone too) reads erased; mail to others still opens
    expect(await openedMail()).toEqual({
      senders: [{ fromName: visitor.fromName, fromEmail: visitor.fromEmail }],
      recipients: [[ERASED_TEXT, ERASED_TEXT, TYPED_ADDRESS].sort(), [ERASED_TEXT, OTHER_COACH_EMAIL].sort()],
    });

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
    expect(clearIn(JSON.stringify(opened))).toEqual([ADMIN.email, ...NOT_ERASED]);

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

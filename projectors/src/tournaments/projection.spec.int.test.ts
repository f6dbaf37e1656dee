import { describe, it } from 'vitest';
import {
  ERASED_TEXT,
  type PersonalDataErased,
  type RegistrantData,
  type TournamentData,
  type TournamentEvent,
} from '@league/contracts';
import { projectionSpec, recordedAtOf, uuid } from '../testing/projection-spec';
import { tournamentsProjection } from './projection';

const spec = projectionSpec(tournamentsProjection);
const [cup, kim, jo] = [uuid(1), uuid(2), uuid(3)];

const tournament = (more: Partial<TournamentData> = {}): TournamentData => ({
  tournamentId: cup,
  leagueNameAndDesc: 'Summer Cup',
  closeDate: '2026-06-01',
  price: 150,
  ...more,
});
const created = (more: Partial<TournamentData> = {}): TournamentEvent => ({
  type: 'TournamentCreated',
  data: tournament(more),
});
const updated = (more: Partial<TournamentData> = {}): TournamentEvent => ({
  type: 'TournamentUpdated',
  data: tournament(more),
});

const person = (
  registrantId: string,
  firstName: string,
  more: Partial<RegistrantData> = {},
): RegistrantData => ({
  registrantId,
  tournamentId: cup,
  firstName,
  middleInitial: 'A',
  lastName: 'Lo',
  phoneNumber: '518 555 0101',
  address: '1 Elm St',
  city: 'Albany',
  email: `${firstName.toLowerCase()}@example.com`,
  email2: '',
  dateOfBirth: '2011-04-01',
  parentName: 'Lee Lo',
  ...more,
});
const registered = (id: string, name: string, more: Partial<RegistrantData> = {}) => ({
  type: 'PlayerRegisteredForTournament',
  data: person(id, name, more),
  sealed: true,
});
const registrantUpdated = (id: string, name: string, more: Partial<RegistrantData> = {}) => ({
  type: 'RegistrantUpdated',
  data: person(id, name, more),
  sealed: true,
});
const removed = (registrantId: string) => ({
  type: 'RegistrantRemoved',
  data: { registrantId, tournamentId: cup },
});
const erased = (kind: 'coach' | 'registrant', subjectId: string): PersonalDataErased => ({
  type: 'PersonalDataErased',
  data: {
    personId: `${kind}-${subjectId}`,
    kind,
    subjectId,
    tournamentId: cup,
    erasedBy: { role: 'admin', id: 'admin-1' },
    erasedAt: '2026-02-01T00:00:00.000Z',
  },
});

const erasedRow = {
  first_name: ERASED_TEXT,
  middle_initial: ERASED_TEXT,
  last_name: ERASED_TEXT,
  phone_number: ERASED_TEXT,
  address: ERASED_TEXT,
  city: ERASED_TEXT,
  email: ERASED_TEXT,
  email2: ERASED_TEXT,
  date_of_birth: ERASED_TEXT,
  parent_name: ERASED_TEXT,
};
const PEOPLE =
  'SELECT registrant_id, first_name, city, version FROM tournament_registrants ORDER BY first_name';

describe('tournaments projection', () => {
  it('keeps a tournament with its price, and takes every field of an update', async () => {
    await spec.given(created()).then('SELECT * FROM tournaments', [
      {
        tournament_id: cup,
        league_name_and_desc: 'Summer Cup',
        close_date: '2026-06-01',
        price: '150.00',
        version: 0,
      },
    ]);
    await spec
      .given(created())
      .when(updated({ leagueNameAndDesc: 'Summer Cup U14', closeDate: '2026-06-15', price: 160.5 }))
      .then('SELECT * FROM tournaments', [
        {
          tournament_id: cup,
          league_name_and_desc: 'Summer Cup U14',
          close_date: '2026-06-15',
          price: '160.50',
          version: 1,
        },
      ]);
  });

  it('keeps each registrant opened from the sealed log, with the time they registered', async () => {
    await spec.given(created(), registered(kim, 'Kim')).then('SELECT * FROM tournament_registrants', [
      {
        registrant_id: kim,
        tournament_id: cup,
        first_name: 'Kim',
        middle_initial: 'A',
        last_name: 'Lo',
        phone_number: '518 555 0101',
        address: '1 Elm St',
        city: 'Albany',
        email: 'kim@example.com',
        email2: '',
        date_of_birth: '2011-04-01',
        parent_name: 'Lee Lo',
        registered_at: recordedAtOf(2),
        version: 0,
      },
    ]);
  });

  it('takes every field of a registrant update, keeping when they registered; a removed registrant leaves', async () => {
    const base = spec.given(created(), registered(kim, 'Kim'), registered(jo, 'Jo'));
    await base
      .when(registrantUpdated(kim, 'Kimberly', { city: 'Troy' }))
      .then(
        'SELECT first_name, city, registered_at, version FROM tournament_registrants WHERE registrant_id = $1',
        [{ first_name: 'Kimberly', city: 'Troy', registered_at: recordedAtOf(2), version: 1 }],
        [kim],
      );
    await base
      .when(removed(jo))
      .then(PEOPLE, [{ registrant_id: kim, first_name: 'Kim', city: 'Albany', version: 0 }]);
  });

  it("reads ERASED_TEXT in every personal column of an erased registrant, and ignores a coach's erasure", async () => {
    const base = spec
      .given(created(), registered(kim, 'Kim'), registered(jo, 'Jo'))
      .when(erased('registrant', kim), erased('coach', jo));
    await base.then(
      'SELECT * FROM tournament_registrants WHERE registrant_id = $1',
      [{ registrant_id: kim, tournament_id: cup, registered_at: recordedAtOf(2), version: 0, ...erasedRow }],
      [kim],
    );
    await base.then(
      'SELECT first_name FROM tournament_registrants WHERE registrant_id = $1',
      [{ first_name: 'Jo' }],
      [jo],
    );
  });

  it('reads ERASED_TEXT for an erased registrant after a rebuild, whose key is gone', async () => {
    await spec
      .given(created(), registered(kim, 'Kim'), registered(jo, 'Jo'))
      .withErasedKeys(`registrant-${kim}`)
      .then(PEOPLE, [
        { registrant_id: kim, first_name: ERASED_TEXT, city: ERASED_TEXT, version: 0 },
        { registrant_id: jo, first_name: 'Jo', city: 'Albany', version: 0 },
      ]);
  });

  it('ignores updates older than the rows', async () => {
    const base = spec
      .given(created(), updated({ price: 175 }), registered(kim, 'Kim'), registrantUpdated(kim, 'Kimberly'))
      .when({ ...updated({ price: 1 }), version: 0 }, { ...registrantUpdated(kim, 'Stale'), version: 1 });
    await base.then('SELECT price, version FROM tournaments', [{ price: '175.00', version: 1 }]);
    await base.then('SELECT first_name, version FROM tournament_registrants', [
      { first_name: 'Kimberly', version: 1 },
    ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        created(),
        registered(kim, 'Kim'),
        registrantUpdated(kim, 'Kimberly'),
        registered(jo, 'Jo'),
        removed(jo),
      )
      .whenAppliedAgain()
      .then(PEOPLE, [{ registrant_id: kim, first_name: 'Kimberly', city: 'Albany', version: 1 }]);
  });
});

import { describe, it } from 'vitest';
import type { LeagueArchiveToggled, LeagueCreated, LeagueFields, LeagueUpdated } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { leaguesProjection } from './projection';

const spec = projectionSpec(leaguesProjection);
const [metro, coastal] = [uuid(1), uuid(2)];

const fields = (leagueId: string, leagueName: string, more: Partial<LeagueFields> = {}): LeagueFields => ({
  leagueId,
  leagueName,
  divisionName: null,
  session: 'Spring',
  year: 2026,
  ...more,
});
const created = (leagueId: string, name: string, more: Partial<LeagueFields> = {}): LeagueCreated => ({
  type: 'LeagueCreated',
  data: fields(leagueId, name, more),
});
const updated = (leagueId: string, name: string, more: Partial<LeagueFields> = {}): LeagueUpdated => ({
  type: 'LeagueUpdated',
  data: fields(leagueId, name, more),
});
const toggled = (leagueId: string, isCurrent: boolean): LeagueArchiveToggled => ({
  type: 'LeagueArchiveToggled',
  data: { leagueId, isCurrent },
});

const ALL = 'SELECT * FROM leagues ORDER BY created_high, created_low';

describe('leagues projection', () => {
  it('keeps a created league as current, with where in the log it was created', async () => {
    await spec
      .given(created(metro, 'Metro A', { divisionName: 'Adult' }), created(coastal, 'Coastal B'))
      .then(ALL, [
        {
          league_id: metro,
          league_name: 'Metro A',
          division_name: 'Adult',
          session: 'Spring',
          year: 2026,
          allow_double_headers: false,
          period_minutes: 20,
          is_current: true,
          version: 0,
          created_high: '1',
          created_low: '1',
        },
        {
          league_id: coastal,
          league_name: 'Coastal B',
          division_name: null,
          session: 'Spring',
          year: 2026,
          allow_double_headers: false,
          period_minutes: 20,
          is_current: true,
          version: 0,
          created_high: '1',
          created_low: '2',
        },
      ]);
  });

  it('keeps whether a league allows double-headers, false for a league recorded before the setting', async () => {
    await spec
      .given(created(metro, 'Metro A', { allowDoubleHeaders: true }), created(coastal, 'Coastal B'))
      .when(
        updated(metro, 'Metro A', { allowDoubleHeaders: false }),
        updated(coastal, 'Coastal B', {
          allowDoubleHeaders: true,
        }),
      )
      .then('SELECT league_id, allow_double_headers FROM leagues ORDER BY created_low', [
        { league_id: metro, allow_double_headers: false },
        { league_id: coastal, allow_double_headers: true },
      ]);
    await spec
      .given(created(metro, 'Metro A', { allowDoubleHeaders: true }))
      .then('SELECT allow_double_headers FROM leagues', [{ allow_double_headers: true }]);
  });

  it('keeps the length of a period, 20 minutes for a league recorded before the setting', async () => {
    await spec
      .given(created(metro, 'Metro A', { periodMinutes: 15 }), created(coastal, 'Coastal B'))
      .when(updated(metro, 'Metro A', { periodMinutes: 12 }))
      .then('SELECT league_id, period_minutes FROM leagues ORDER BY created_low', [
        { league_id: metro, period_minutes: 12 },
        { league_id: coastal, period_minutes: 20 },
      ]);
  });

  it('takes every field of an update, keeping where it was created and whether it is current', async () => {
    await spec
      .given(created(metro, 'Metro A'), toggled(metro, false))
      .when(updated(metro, 'Metro AA', { divisionName: 'Masters', session: 'Fall', year: 2027 }))
      .then(
        'SELECT league_name, division_name, session, year, is_current, version, created_low FROM leagues',
        [
          {
            league_name: 'Metro AA',
            division_name: 'Masters',
            session: 'Fall',
            year: 2027,
            is_current: false,
            version: 2,
            created_low: '1',
          },
        ],
      );
  });

  it('moves a league to the previous ones and back', async () => {
    const archived = spec
      .given(created(metro, 'Metro A'), created(coastal, 'Coastal B'))
      .when(toggled(metro, false));
    await archived.then('SELECT league_name, is_current FROM leagues ORDER BY league_name', [
      { league_name: 'Coastal B', is_current: true },
      { league_name: 'Metro A', is_current: false },
    ]);
    await archived
      .when(toggled(metro, true))
      .then(
        'SELECT is_current, version FROM leagues WHERE league_id = $1',
        [{ is_current: true, version: 2 }],
        [metro],
      );
  });

  it('ignores an update or a toggle of a league it does not know', async () => {
    await spec.given(updated(metro, 'Metro A'), toggled(metro, false)).then('SELECT * FROM leagues', []);
  });

  it('ignores events older than the row, and a creation delivered again', async () => {
    const first = created(metro, 'Metro A');
    await spec
      .given(first, updated(metro, 'Metro AA'), toggled(metro, false))
      .when(first, { ...updated(metro, 'Stale'), version: 1 }, { ...toggled(metro, true), version: 2 })
      .then('SELECT league_name, is_current, version FROM leagues', [
        { league_name: 'Metro AA', is_current: false, version: 2 },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        created(metro, 'Metro A'),
        updated(metro, 'Metro AA'),
        toggled(metro, false),
        created(coastal, 'Coastal B'),
      )
      .whenAppliedAgain()
      .then('SELECT league_name, is_current, version FROM leagues ORDER BY league_name', [
        { league_name: 'Coastal B', is_current: true, version: 0 },
        { league_name: 'Metro AA', is_current: false, version: 2 },
      ]);
  });
});

import { describe, it } from 'vitest';
import type {
  RosterNumberChanged,
  RosterPlayerAdded,
  RosterPlayerRemoved,
  TeamArchiveToggled,
  TeamCreated,
  TeamRemoved,
  TeamUpdated,
} from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { teamsRostersProjection } from './projection';

/** Every well-formed log here is also folded (teamsRostersFold) and must give the same rows. */
const spec = projectionSpec(teamsRostersProjection);
const league = uuid(1);
const [aces, bears] = [uuid(2), uuid(3)];
const [zoe, ann] = [uuid(10), uuid(11)];
const [zoeOnAces, annOnAces] = [uuid(20), uuid(21)];

const created = (teamId: string, teamName: string, divisionName: string | null = null): TeamCreated => ({
  type: 'TeamCreated',
  data: { teamId, leagueId: league, teamName, divisionName, year: 2026 },
});
const updated = (teamId: string, teamName: string, divisionName: string | null = null): TeamUpdated => ({
  type: 'TeamUpdated',
  data: { teamId, teamName, divisionName },
});
const toggled = (teamId: string, isCurrent: boolean): TeamArchiveToggled => ({
  type: 'TeamArchiveToggled',
  data: { teamId, isCurrent },
});
const removed = (teamId: string): TeamRemoved => ({ type: 'TeamRemoved', data: { teamId } });
const added = (
  teamId: string,
  rosterPlayerId: string,
  playerId: string,
  number: number,
): RosterPlayerAdded => ({
  type: 'RosterPlayerAdded',
  data: { teamId, rosterPlayerId, playerId, number },
});
const renumbered = (
  teamId: string,
  rosterPlayerId: string,
  playerId: string,
  number: number,
): RosterNumberChanged => ({
  type: 'RosterNumberChanged',
  data: { teamId, rosterPlayerId, playerId, number },
});
const dropped = (teamId: string, rosterPlayerId: string, playerId: string): RosterPlayerRemoved => ({
  type: 'RosterPlayerRemoved',
  data: { teamId, rosterPlayerId, playerId },
});

const TEAMS = 'SELECT * FROM teams ORDER BY team_name';
const ROSTER = 'SELECT * FROM roster_players ORDER BY number';

describe('teams and rosters projection', () => {
  it('keeps a created team as current, with where in the log it was created', async () => {
    await spec.given(created(aces, 'Aces', 'East'), created(bears, 'Bears')).then(TEAMS, [
      {
        team_id: aces,
        league_id: league,
        team_name: 'Aces',
        division_name: 'East',
        year: 2026,
        is_current: true,
        removed: false,
        version: 0,
        created_high: '1',
        created_low: '1',
      },
      {
        team_id: bears,
        league_id: league,
        team_name: 'Bears',
        division_name: null,
        year: 2026,
        is_current: true,
        removed: false,
        version: 0,
        created_high: '1',
        created_low: '2',
      },
    ]);
  });

  it('renames a team, archives and restores it, and keeps a removed team as a tombstone', async () => {
    const renamed = spec
      .given(created(aces, 'Aces'))
      .when(updated(aces, 'Albany Aces', 'North'), toggled(aces, false));
    await renamed.then('SELECT team_name, division_name, is_current, removed, version FROM teams', [
      { team_name: 'Albany Aces', division_name: 'North', is_current: false, removed: false, version: 2 },
    ]);
    await renamed
      .when(toggled(aces, true), removed(aces))
      .then('SELECT team_name, is_current, removed, version FROM teams', [
        { team_name: 'Albany Aces', is_current: true, removed: true, version: 4 },
      ]);
  });

  it('puts players on the roster with where in the log they were added; each roster change moves the team version', async () => {
    await spec
      .given(created(aces, 'Aces'))
      .when(added(aces, zoeOnAces, zoe, 9), added(aces, annOnAces, ann, 4))
      .then(ROSTER, [
        {
          roster_player_id: annOnAces,
          team_id: aces,
          player_id: ann,
          number: 4,
          removed: false,
          version: 2,
          added_high: '1',
          added_low: '3',
          removed_high: null,
          removed_low: null,
        },
        {
          roster_player_id: zoeOnAces,
          team_id: aces,
          player_id: zoe,
          number: 9,
          removed: false,
          version: 1,
          added_high: '1',
          added_low: '2',
          removed_high: null,
          removed_low: null,
        },
      ]);
    await spec
      .given(created(aces, 'Aces'), added(aces, zoeOnAces, zoe, 9), added(aces, annOnAces, ann, 4))
      .then('SELECT version FROM teams', [{ version: 2 }]);
  });

  it("changes a roster player's number", async () => {
    await spec
      .given(created(aces, 'Aces'), added(aces, zoeOnAces, zoe, 9))
      .when(renumbered(aces, zoeOnAces, zoe, 99))
      .then('SELECT number, version FROM roster_players', [{ number: 99, version: 2 }]);
  });

  it('keeps a removed roster player as a tombstone, with where in the log they left', async () => {
    const gone = spec
      .given(created(aces, 'Aces'), added(aces, zoeOnAces, zoe, 9), added(aces, annOnAces, ann, 4))
      .when(dropped(aces, zoeOnAces, zoe));
    await gone.then(
      'SELECT player_id, removed, version, removed_high, removed_low FROM roster_players ORDER BY number',
      [
        { player_id: ann, removed: false, version: 2, removed_high: null, removed_low: null },
        { player_id: zoe, removed: true, version: 3, removed_high: '1', removed_low: '4' },
      ],
    );
    await gone.then('SELECT version FROM teams', [{ version: 3 }]);
  });

  it('ignores changes older than the rows, and an addition delivered again', async () => {
    const first = added(aces, zoeOnAces, zoe, 9);
    await spec
      .given(created(aces, 'Aces'), first, renumbered(aces, zoeOnAces, zoe, 99), updated(aces, 'Albany Aces'))
      .when(
        first,
        { ...renumbered(aces, zoeOnAces, zoe, 7), version: 2 },
        { ...updated(aces, 'Stale'), version: 1 },
      )
      .then('SELECT t.team_name, t.version, r.number FROM teams t JOIN roster_players r USING (team_id)', [
        { team_name: 'Albany Aces', version: 3, number: 99 },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        created(aces, 'Aces'),
        added(aces, zoeOnAces, zoe, 9),
        renumbered(aces, zoeOnAces, zoe, 10),
        dropped(aces, zoeOnAces, zoe),
        created(bears, 'Bears'),
        toggled(bears, false),
        removed(bears),
      )
      .whenAppliedAgain()
      .then('SELECT team_name, is_current, removed, version FROM teams ORDER BY team_name', [
        { team_name: 'Aces', is_current: true, removed: false, version: 3 },
        { team_name: 'Bears', is_current: false, removed: true, version: 2 },
      ]);
  });
});

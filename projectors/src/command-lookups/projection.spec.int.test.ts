import { describe, it } from 'vitest';
import type { CalendarEventFields, GameFields, LeaguePlayEvent } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { commandLookupsProjection } from './projection';

/** Every well-formed log here is also folded (commandLookupsFold) and must give the same rows. */
const spec = projectionSpec(commandLookupsProjection);
const [league, rink, arena] = [uuid(1), uuid(2), uuid(3)];
const [aces, bears] = [uuid(4), uuid(5)];
const [game, clinic, zoeOnAces] = [uuid(6), uuid(7), uuid(8)];

const gameFields = (more: Partial<GameFields> = {}): GameFields => ({
  gameId: game,
  leagueId: league,
  date: '2026-10-01',
  time: '19:00',
  venueId: rink,
  homeTeamId: aces,
  visitorTeamId: bears,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...more,
});
const eventFields = (more: Partial<CalendarEventFields> = {}): CalendarEventFields => ({
  eventId: clinic,
  eventName: 'Skills clinic',
  date: '2026-10-01',
  time: '18:00',
  venueId: rink,
  leagueId: null,
  ...more,
});
const teamCreated = (teamId: string, teamName: string): LeaguePlayEvent => ({
  type: 'TeamCreated',
  data: { teamId, leagueId: league, teamName, divisionName: null, year: 2026 },
});

const SLOTS =
  'SELECT item_id, kind, venue_id, date, time, home_team_id, visitor_team_id FROM cmd_schedule_slots ORDER BY time';

describe('command lookups projection', () => {
  it('keeps the slot and the teams of a scheduled game, and of a calendar event', async () => {
    await spec
      .given(
        { type: 'GameScheduled', data: gameFields() },
        { type: 'CalendarEventScheduled', data: eventFields() },
      )
      .then(SLOTS, [
        {
          item_id: clinic,
          kind: 'event',
          venue_id: rink,
          date: '2026-10-01',
          time: '18:00',
          home_team_id: null,
          visitor_team_id: null,
        },
        {
          item_id: game,
          kind: 'game',
          venue_id: rink,
          date: '2026-10-01',
          time: '19:00',
          home_team_id: aces,
          visitor_team_id: bears,
        },
      ]);
  });

  it('moves a game or an event to its updated slot and teams', async () => {
    await spec
      .given(
        { type: 'GameScheduled', data: gameFields() },
        { type: 'CalendarEventScheduled', data: eventFields() },
      )
      .when(
        {
          type: 'GameUpdated',
          data: gameFields({ venueId: arena, date: '2026-10-02', time: '21:00', homeTeamId: null }),
        },
        {
          type: 'CalendarEventUpdated',
          data: eventFields({ venueId: arena, time: '08:00', leagueId: league }),
        },
      )
      .then(
        'SELECT item_id, venue_id, date, time, home_team_id, visitor_team_id FROM cmd_schedule_slots ORDER BY time',
        [
          {
            item_id: clinic,
            venue_id: arena,
            date: '2026-10-01',
            time: '08:00',
            home_team_id: null,
            visitor_team_id: null,
          },
          {
            item_id: game,
            venue_id: arena,
            date: '2026-10-02',
            time: '21:00',
            home_team_id: null,
            visitor_team_id: bears,
          },
        ],
      );
  });

  it('frees the slot of a removed game or event', async () => {
    await spec
      .given(
        { type: 'GameScheduled', data: gameFields() },
        { type: 'CalendarEventScheduled', data: eventFields() },
      )
      .when({ type: 'GameRemoved', data: { gameId: game } })
      .then('SELECT item_id FROM cmd_schedule_slots', [{ item_id: clinic }]);
    await spec
      .given(
        { type: 'GameScheduled', data: gameFields() },
        { type: 'CalendarEventScheduled', data: eventFields() },
      )
      .when({ type: 'CalendarEventRemoved', data: { eventId: clinic } })
      .then('SELECT item_id FROM cmd_schedule_slots', [{ item_id: game }]);
  });

  it('keeps the teams of each league by their current name; a removed team leaves', async () => {
    await spec
      .given(teamCreated(aces, 'Aces'), teamCreated(bears, 'Bears'))
      .when(
        { type: 'TeamUpdated', data: { teamId: aces, teamName: 'Albany Aces', divisionName: 'East' } },
        { type: 'TeamRemoved', data: { teamId: bears } },
      )
      .then('SELECT * FROM cmd_teams', [
        { team_id: aces, league_id: league, team_name: 'Albany Aces', is_current: true },
      ]);
  });

  it('keeps the team and the player of each roster player, and nothing of a number change', async () => {
    await spec
      .given(
        teamCreated(aces, 'Aces'),
        {
          type: 'RosterPlayerAdded',
          data: { teamId: aces, rosterPlayerId: zoeOnAces, playerId: uuid(9), number: 4 },
        },
        {
          type: 'RosterNumberChanged',
          data: { teamId: aces, rosterPlayerId: zoeOnAces, playerId: uuid(9), number: 5 },
        },
      )
      .then('SELECT * FROM cmd_roster_players', [
        { roster_player_id: zoeOnAces, team_id: aces, player_id: uuid(9), on_roster: true },
      ]);
  });

  it('keeps whether each team is current and each roster player still on its roster', async () => {
    const [zoe, kim, kimOnBears] = [uuid(9), uuid(10), uuid(17)];
    const onLeagueRosters = `SELECT r.player_id, t.team_name FROM cmd_roster_players r
        JOIN cmd_teams t ON t.team_id = r.team_id
       WHERE t.league_id = '${league}' AND t.is_current AND r.on_roster ORDER BY t.team_name, r.player_id`;
    const added = (teamId: string, rosterPlayerId: string, playerId: string): LeaguePlayEvent => ({
      type: 'RosterPlayerAdded',
      data: { teamId, rosterPlayerId, playerId, number: 4 },
    });
    const base = spec.given(
      teamCreated(aces, 'Aces'),
      teamCreated(bears, 'Bears'),
      added(aces, zoeOnAces, zoe),
      added(bears, kimOnBears, kim),
    );
    await base.then(onLeagueRosters, [
      { player_id: zoe, team_name: 'Aces' },
      { player_id: kim, team_name: 'Bears' },
    ]);
    await base
      .when(
        { type: 'TeamArchiveToggled', data: { teamId: aces, isCurrent: false } },
        { type: 'RosterPlayerRemoved', data: { teamId: bears, rosterPlayerId: kimOnBears, playerId: kim } },
      )
      .then(onLeagueRosters, []);
    await base
      .when(
        { type: 'TeamArchiveToggled', data: { teamId: aces, isCurrent: false } },
        { type: 'TeamArchiveToggled', data: { teamId: aces, isCurrent: true } },
      )
      .then(onLeagueRosters, [
        { player_id: zoe, team_name: 'Aces' },
        { player_id: kim, team_name: 'Bears' },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    const scheduled = { type: 'GameScheduled', data: gameFields() } as const;
    await spec
      .given(scheduled, { type: 'CalendarEventScheduled', data: eventFields() }, teamCreated(aces, 'Aces'))
      .when(
        { type: 'GameUpdated', data: gameFields({ time: '20:00' }) },
        { type: 'CalendarEventRemoved', data: { eventId: clinic } },
        {
          type: 'RosterPlayerAdded',
          data: { teamId: aces, rosterPlayerId: zoeOnAces, playerId: uuid(9), number: 4 },
        },
      )
      .whenAppliedAgain()
      .then('SELECT item_id, time FROM cmd_schedule_slots', [{ item_id: game, time: '20:00' }]);
  });

  it("keeps a game's league and the games feeding its sides, and the team of a filled slot", async () => {
    const [semi, other] = [uuid(11), uuid(12)];
    await spec
      .given({
        type: 'GameScheduled',
        data: gameFields({ homeTeamId: null, homeFromGameId: semi, visitorFromGameId: other }),
      })
      .when({
        type: 'GameSlotFilled',
        data: { gameId: game, side: 'home', teamId: aces, source: 'advance', fromGameId: semi },
      })
      .then(
        'SELECT league_id, home_team_id, visitor_team_id, home_from_game_id, visitor_from_game_id FROM cmd_schedule_slots',
        [
          {
            league_id: league,
            home_team_id: aces,
            visitor_team_id: bears,
            home_from_game_id: semi,
            visitor_from_game_id: other,
          },
        ],
      );
  });

  it("answers a team's games of a date whichever side it plays, as a team booked twice is found", async () => {
    const [final, nextDay, movedAway, removed] = [uuid(13), uuid(14), uuid(15), uuid(16)];
    const acesOn = (date: string) =>
      `SELECT item_id FROM cmd_schedule_slots WHERE date = '${date}'
          AND (home_team_id = '${aces}' OR visitor_team_id = '${aces}') ORDER BY time, item_id`;
    await spec
      .given(
        { type: 'GameScheduled', data: gameFields() },
        { type: 'CalendarEventScheduled', data: eventFields() },
        {
          type: 'GameScheduled',
          data: gameFields({
            gameId: final,
            time: '21:00',
            homeTeamId: null,
            visitorTeamId: null,
            playoff: true,
          }),
        },
        { type: 'GameScheduled', data: gameFields({ gameId: nextDay, date: '2026-10-02' }) },
        { type: 'GameScheduled', data: gameFields({ gameId: movedAway, time: '17:00' }) },
        { type: 'GameScheduled', data: gameFields({ gameId: removed, time: '16:00', venueId: arena }) },
      )
      .when(
        {
          type: 'GameSlotFilled',
          data: { gameId: final, side: 'visitor', teamId: aces, source: 'seed', fromGameId: null, seed: 1 },
        },
        { type: 'GameUpdated', data: gameFields({ gameId: movedAway, date: '2026-10-03', time: '17:00' }) },
        { type: 'GameRemoved', data: { gameId: removed } },
      )
      .then(acesOn('2026-10-01'), [{ item_id: game }, { item_id: final }]);
  });
});

import type {
  AllPlayersAnswer,
  ArchivedTeam,
  ArchivedTeamsAnswer,
  GameAnswer,
  GameSummaryData,
  ListedPlayer,
  NamedId,
  ResultsRosterPlayerItem,
  RosterAndSchedule,
  RosterAndScheduleAnswer,
  RostersAndPoints,
  RostersAndPointsAnswer,
} from '@league/contracts';

/**
 * The answers several features read, with each record's `_id` under the name the pages give it
 * (docs/architecture.md, "Events that change shape"): the features' api modules select with these, so the
 * query cache keeps the answers as sent and no page reads an `_id`.
 */

/** GET /api/admin/teams/archive: each team's `_id` as its teamId. */
export const archivedTeamsOf = (answer: ArchivedTeamsAnswer): ArchivedTeam[] =>
  answer.archivedTeams.map(({ _id, ...team }) => ({ teamId: _id, ...team }));

/** GET /api/admin/players: each player's `_id` as its playerId. */
export const listedPlayersOf = (answer: AllPlayersAnswer): ListedPlayer[] =>
  answer.allPlayers.map(({ _id, ...player }) => ({ playerId: _id, ...player }));

const resultsRosterOf = (roster: ResultsRosterPlayerItem[]) =>
  roster.map(({ _id, ...player }) => ({ rosterPlayerId: _id, ...player }));

/** GET /api/admin/{gameId}/rostersAndPoints: each roster place's `_id` as its rosterPlayerId. */
export const rostersAndPointsOf = ({
  homeRoster,
  visitorRoster,
  ...game
}: RostersAndPointsAnswer): RostersAndPoints => ({
  ...game,
  homeRoster: resultsRosterOf(homeRoster),
  visitorRoster: resultsRosterOf(visitorRoster),
});

/** A schedule item of any schedule (a game or an event), its `_id` as its itemId. */
export const scheduleEntryOf = <Item extends { _id: string }>({
  _id,
  ...item
}: Item): NamedId<Item, 'itemId'> => ({
  itemId: _id,
  ...item,
});

/** A team's roster and schedule (the current team's, or an old one's): its items by their itemId. */
export const rosterAndScheduleOf = ({
  allGamesAndEventsArray,
  ...team
}: RosterAndScheduleAnswer): RosterAndSchedule => ({
  ...team,
  allGamesAndEventsArray: allGamesAndEventsArray.map(scheduleEntryOf),
});

/** GET /api/admin/game/{gameId} (the game summary): its game's `_id` as its itemId. */
export const gameSummaryOf = ({ game, ...summary }: GameAnswer): GameSummaryData => ({
  ...summary,
  game: scheduleEntryOf(game),
});

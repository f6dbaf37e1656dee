import { formatDate, formatTime } from '@league/contracts/formatting';
import type { ScheduleEntry } from '@league/contracts';

/**
 * Pure helpers that turn a schedule item (docs/api.md, "A schedule item") into what the schedule tables
 * show. Shared by the public schedules and the admin schedule pages.
 */

type Item = Pick<
  ScheduleEntry,
  | 'kind'
  | 'status'
  | 'score'
  | 'winner'
  | 'homeTeamName'
  | 'homeTeamSeed'
  | 'visitorTeamName'
  | 'visitorTeamSeed'
  | 'playoff'
  | 'championship'
>;

export type GameKindLabel = 'PLAYOFF GAME' | 'CHAMPIONSHIP GAME' | '';
export type TeamResultLabel = 'TBP' | 'WON' | 'LOST' | 'TIE';

/** An item with no home team and no visitor is a calendar event (docs/rules.md §3). */
export function isEvent(item: Pick<Item, 'kind' | 'homeTeamName' | 'visitorTeamName'>): boolean {
  if (item.kind) return item.kind === 'event';
  return !item.homeTeamName && !item.visitorTeamName;
}

/** The status as shown: TBP when it is empty or missing, otherwise as given (FINAL, Overtime, Shootout…). */
export function statusLabel(item: Pick<Item, 'status'>): string {
  const status = item.status?.trim();
  return status ? status : 'TBP';
}

/** A game has a result once it has a status other than TBP and a score. */
export function isPlayed(item: Pick<Item, 'status' | 'score'>): boolean {
  return statusLabel(item) !== 'TBP' && Boolean(item.score?.trim());
}

/**
 * A game being scored on its sheet (docs/api.md, "A schedule item": the league's and venue's schedules
 * and the home page say so): "LIVE 2–1", its running score visitor first; '' for any other item.
 */
export function liveScoreLabel(item: Pick<ScheduleEntry, 'inProgress' | 'runningScore'>): string {
  if (!item.inProgress) return '';
  const score = item.runningScore ?? { visitor: 0, home: 0 };
  return `LIVE ${score.visitor}–${score.home}`;
}

/**
 * The accessible name of a game in progress: its label, then the score in words:
 * "LIVE 2–1: in progress, Aces 2, Bears 1"; '' otherwise.
 */
export function liveScoreText(
  item: Pick<ScheduleEntry, 'inProgress' | 'runningScore' | 'visitorTeamName' | 'homeTeamName'>,
): string {
  if (!item.inProgress) return '';
  const score = item.runningScore ?? { visitor: 0, home: 0 };
  return `${liveScoreLabel(item)}: in progress, ${item.visitorTeamName ?? 'TBD'} ${score.visitor}, ${item.homeTeamName ?? 'TBD'} ${score.home}`;
}

/** A team name with its seed in front when the seed is above 0: "(2) Sharks"; a missing team is TBD. */
export function seededTeam(teamName: string | null | undefined, seed: number | null | undefined): string {
  const name = teamName?.trim() ? teamName : 'TBD';
  return seed && seed > 0 ? `(${seed}) ${name}` : name;
}

/** "visitor @ home", seeds shown when above 0 (the score reads the same way: visitor - home). */
export function opponentLabel(
  item: Pick<Item, 'homeTeamName' | 'homeTeamSeed' | 'visitorTeamName' | 'visitorTeamSeed'>,
): string {
  return `${seededTeam(item.visitorTeamName, item.visitorTeamSeed)} @ ${seededTeam(item.homeTeamName, item.homeTeamSeed)}`;
}

/** 'CHAMPIONSHIP GAME' or 'PLAYOFF GAME' for those games, '' for a regular-season game or an event. */
export function gameKindLabel(item: Pick<Item, 'playoff' | 'championship'>): GameKindLabel {
  if (item.championship) return 'CHAMPIONSHIP GAME';
  if (item.playoff) return 'PLAYOFF GAME';
  return '';
}

/**
 * The game seen from one team: TBP until played; TIE when the winner is neither team (a tie);
 * otherwise WON or LOST.
 */
export function teamResult(
  item: Pick<Item, 'status' | 'score' | 'winner' | 'homeTeamName' | 'visitorTeamName'>,
  teamName: string,
): TeamResultLabel {
  if (!isPlayed(item)) return 'TBP';
  const { winner } = item;
  if (!winner || (winner !== item.homeTeamName && winner !== item.visitorTeamName)) return 'TIE';
  return winner === teamName ? 'WON' : 'LOST';
}

/** The team's own letter of a result: W, L or T. */
export type TeamResultLetter = 'W' | 'L' | 'T';
const LETTERS: Record<Exclude<TeamResultLabel, 'TBP'>, TeamResultLetter> = { WON: 'W', LOST: 'L', TIE: 'T' };

/**
 * A played game's score from one team's side: its result letter, then its own goals first ("W 7 - 1",
 * "L 1 - 7", "T 3 - 3"); '' before the game is played. `result` is the answer's own WON/LOST/TIE
 * when it has one (a team's schedule), else it is worked out from the winner.
 */
export function teamScoreLabel(
  item: Pick<Item, 'status' | 'score' | 'winner' | 'homeTeamName' | 'visitorTeamName'>,
  teamName: string,
  result?: Exclude<TeamResultLabel, 'TBP'> | null,
): string {
  if (!isPlayed(item)) return '';
  const outcome = result ?? teamResult(item, teamName);
  if (outcome === 'TBP') return '';
  // the score reads visitor - home
  const [visitorGoals = '', homeGoals = ''] = item.score.split(' - ').map((goals) => goals.trim());
  const home = item.homeTeamName === teamName;
  return `${LETTERS[outcome]} ${home ? homeGoals : visitorGoals} - ${home ? visitorGoals : homeGoals}`;
}

/** The other team of the game, seen from `teamName` ("TBD" when not known yet). */
export function opponentOf(
  item: Pick<Item, 'homeTeamName' | 'homeTeamSeed' | 'visitorTeamName' | 'visitorTeamSeed'>,
  teamName: string,
): string {
  return item.homeTeamName === teamName
    ? seededTeam(item.visitorTeamName, item.visitorTeamSeed)
    : seededTeam(item.homeTeamName, item.homeTeamSeed);
}

/** "Friday, Sept. 5" (falls back to the MM/DD text for an item without its ISO date). */
export function itemDate(item: Pick<ScheduleEntry, 'isoDate' | 'date'>): string {
  try {
    return formatDate(item.isoDate);
  } catch {
    return item.date;
  }
}

/** "Friday, Sept. 5, 2025": where schedules of several seasons are listed together. */
export function itemDateWithYear(item: Pick<ScheduleEntry, 'isoDate' | 'date' | 'year'>): string {
  return `${itemDate(item)}, ${item.year}`;
}

/** "7:30 pm" */
export function itemTime(item: Pick<ScheduleEntry, 'time'>): string {
  return formatTime(item.time);
}

/**
 * The record as the site writes it (docs/rules.md §9): wins - losses - other losses (ties + overtime +
 * shootout losses).
 */
export function recordLabel(record: {
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number;
  shootoutLosses: number;
}): string {
  return `${record.wins} - ${record.losses} - ${record.ties + record.overtimeLosses + record.shootoutLosses}`;
}

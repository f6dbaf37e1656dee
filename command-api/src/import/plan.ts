import type { z } from 'zod';
import {
  divisionNameField,
  firstNameField,
  IMPORT_LEAGUE_NOT_FOUND_MESSAGE,
  IMPORT_PLAYER_AMBIGUOUS_MESSAGE,
  IMPORT_SAME_AS_ROW_MESSAGE,
  IMPORT_TEAM_NOT_FOUND_MESSAGE,
  lastNameField,
  MAX_ROSTER,
  middleInitialField,
  PLAYER_DETAIL_DEFAULTS,
  NUMBER_TWICE_MESSAGE,
  ON_LEAGUE_TEAM_MESSAGE,
  PLAYER_TWICE_MESSAGE,
  playerNumberField,
  teamNameField,
  yearField,
  type ImportAction,
  type ImportKind,
  type ImportRow,
  type PlayerFields,
} from '@league/contracts';
import { playerName } from '../players/decider';
import {
  ADD_TO_ARCHIVED_MESSAGE,
  ALREADY_ON_TEAM_MESSAGE,
  NUMBER_TAKEN_MESSAGE,
  ROSTER_FULL_MESSAGE,
  type TeamFields,
} from '../teams/decider';
import type { SheetRow } from './csv';
import { importedPlayerId, importedRosterPlayerId, importedTeamId } from './ids';
import type { ImportSnapshot, LeagueRef, PlayerRef, TeamRef } from './snapshot';

/** What applying a file records, in order: each an ordinary command (the events of the one-at-a-time forms). */
export type ImportWrite =
  | { type: 'CreateTeam'; data: TeamFields }
  | { type: 'CreatePlayer'; data: PlayerFields }
  | {
      type: 'AddPlayers';
      teamId: string;
      players: { rosterPlayerId: string; playerId: string; number: number; name: string }[];
    };

export interface ImportPlan {
  rows: ImportRow[];
  errors: number;
  writes: ImportWrite[];
}

const folded = (text: string) => text.trim().toLowerCase();

/** The messages of a field's schema for a cell, as the form would show them (none: the parsed value). */
function parsed<T>(schema: z.ZodType<T>, value: unknown, errors: string[]): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors.push(...new Set(result.error.issues.map((issue) => issue.message)));
  return undefined;
}

/** A number cell: digits only ('' or '7a' fail the field's schema as the form's would). */
const numberCell = (cell: string | undefined) => (/^\d+$/.test(cell ?? '') ? Number(cell) : Number.NaN);

/** The snapshot indexed by the names a file uses. */
function indexOf(snapshot: Omit<ImportSnapshot, 'rosters'>) {
  const leagues = new Map<string, LeagueRef>();
  for (const league of snapshot.leagues)
    leagues.set(`${folded(league.leagueName)}\n${folded(league.session)}\n${league.year}`, league);
  const teams = new Map<string, TeamRef>();
  const teamsById = new Map<string, TeamRef>();
  for (const team of snapshot.teams) {
    teams.set(`${team.leagueId}\n${folded(team.teamName)}`, team);
    teamsById.set(team.teamId, team);
  }
  const players = new Map<string, PlayerRef[]>();
  for (const player of snapshot.players) {
    const key = `${folded(player.firstName)}\n${folded(player.lastName)}`;
    players.set(key, [...(players.get(key) ?? []), player]);
  }
  const currentTeams = new Map<string, string[]>();
  for (const { playerId, teamId } of snapshot.onCurrentTeams)
    currentTeams.set(playerId, [...(currentTeams.get(playerId) ?? []), teamId]);
  return {
    league: (cells: Record<string, string>, errors: string[]) => {
      const year = parsed(yearField, numberCell(cells.year), errors);
      if (year === undefined) return undefined;
      const league = leagues.get(`${folded(cells.league ?? '')}\n${folded(cells.session ?? '')}\n${year}`);
      if (!league) errors.push(IMPORT_LEAGUE_NOT_FOUND_MESSAGE);
      return league;
    },
    team: (leagueId: string, teamName: string) => teams.get(`${leagueId}\n${folded(teamName)}`),
    teamById: (teamId: string) => teamsById.get(teamId),
    /** the recorded players of this name: any middle initial when the file gives none */
    players: (name: PlayerName) =>
      (players.get(`${folded(name.firstName)}\n${folded(name.lastName)}`) ?? []).filter(
        (player) => name.middleInitial === null || player.middleInitial === name.middleInitial,
      ),
    currentTeamsOf: (playerId: string) => currentTeams.get(playerId) ?? [],
  };
}

type PlayerName = Omit<PlayerFields, 'playerId'>;

function playerNameOf(cells: Record<string, string>, errors: string[]): PlayerName | undefined {
  const firstName = parsed(firstNameField, cells.firstname ?? '', errors);
  const lastName = parsed(lastNameField, cells.lastname ?? '', errors);
  const middleInitial = parsed(middleInitialField, cells.middleinitial ?? '', errors);
  if (firstName === undefined || lastName === undefined || middleInitial === undefined) return undefined;
  return { ...PLAYER_DETAIL_DEFAULTS, firstName, lastName, middleInitial };
}

/**
 * Checks every row of a file against what is recorded and the rows above it, and says what applying it
 * records. Pure: the preview and the apply both start here (docs/api.md, "Spreadsheet import").
 */
export function planImport(
  kind: ImportKind,
  sheet: readonly SheetRow[],
  snapshot: ImportSnapshot,
): ImportPlan {
  const plan = { teams: planTeams, players: planPlayers, rosters: planRosters }[kind](sheet, snapshot);
  return { ...plan, errors: plan.rows.reduce((count, row) => count + row.errors.length, 0) };
}

/** The teams a roster file names (their rosters are read before planning). */
export function teamsNamedBy(
  sheet: readonly SheetRow[],
  snapshot: Omit<ImportSnapshot, 'rosters'>,
): string[] {
  const index = indexOf(snapshot);
  return sheet.flatMap(({ cells }) => {
    const league = index.league(cells, []);
    return (league && index.team(league.leagueId, cells.team ?? '')?.teamId) || [];
  });
}

const row = (
  line: number,
  action: ImportAction,
  errors: string[],
  ids: Partial<ImportRow> = {},
): ImportRow => ({
  row: line,
  action,
  errors,
  ...ids,
});

function planTeams(sheet: readonly SheetRow[], snapshot: ImportSnapshot): Omit<ImportPlan, 'errors'> {
  const index = indexOf(snapshot);
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const writes: ImportWrite[] = [];
  for (const { line, cells } of sheet) {
    const errors: string[] = [];
    const league = index.league(cells, errors);
    const teamName = parsed(teamNameField, cells.team ?? '', errors);
    const divisionName = parsed(divisionNameField, cells.division ?? '', errors);
    if (!league || teamName === undefined || divisionName === undefined) {
      rows.push(row(line, 'create team', errors));
      continue;
    }
    const key = `${league.leagueId}\n${folded(teamName)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      rows.push(row(line, 'create team', [IMPORT_SAME_AS_ROW_MESSAGE(earlier)]));
      continue;
    }
    seen.set(key, line);
    const recorded = index.team(league.leagueId, teamName);
    if (recorded) {
      rows.push(row(line, 'exists', [], { teamId: recorded.teamId, teamName: recorded.teamName }));
      continue;
    }
    const teamId = importedTeamId(league.leagueId, teamName);
    writes.push({
      type: 'CreateTeam',
      data: {
        teamId,
        leagueId: league.leagueId,
        teamName,
        divisionName: divisionName ?? null,
        year: league.year,
      },
    });
    rows.push(row(line, 'create team', [], { teamId, teamName }));
  }
  return { rows, writes };
}

function planPlayers(sheet: readonly SheetRow[], snapshot: ImportSnapshot): Omit<ImportPlan, 'errors'> {
  const index = indexOf(snapshot);
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const writes: ImportWrite[] = [];
  for (const { line, cells } of sheet) {
    const errors: string[] = [];
    const name = playerNameOf(cells, errors);
    if (!name) {
      rows.push(row(line, 'create player', errors));
      continue;
    }
    const playerId = importedPlayerId(name);
    const earlier = seen.get(playerId);
    if (earlier !== undefined) {
      rows.push(row(line, 'create player', [IMPORT_SAME_AS_ROW_MESSAGE(earlier)]));
      continue;
    }
    seen.set(playerId, line);
    const [recorded] = index.players(name);
    if (recorded) {
      rows.push(row(line, 'exists', [], { playerId: recorded.playerId }));
      continue;
    }
    writes.push({ type: 'CreatePlayer', data: { playerId, ...name } });
    rows.push(row(line, 'create player', [], { playerId }));
  }
  return { rows, writes };
}

function planRosters(sheet: readonly SheetRow[], snapshot: ImportSnapshot): Omit<ImportPlan, 'errors'> {
  const index = indexOf(snapshot);
  const rows: ImportRow[] = [];
  const newPlayers = new Map<string, PlayerFields>();
  /** the players the file adds, per team, in the file's order */
  const additions = new Map<string, Extract<ImportWrite, { type: 'AddPlayers' }>['players']>();
  /** the teams (by league) the file adds each player to */
  const addedTo = new Map<string, string[]>();
  for (const { line, cells } of sheet) {
    const errors: string[] = [];
    const league = index.league(cells, errors);
    const team =
      league && parsed(teamNameField, cells.team ?? '', errors) !== undefined
        ? index.team(league.leagueId, cells.team ?? '')
        : undefined;
    if (league && !team && errors.length === 0) errors.push(IMPORT_TEAM_NOT_FOUND_MESSAGE);
    const name = playerNameOf(cells, errors);
    const number = parsed(playerNumberField, numberCell(cells.number), errors);
    const roster = team && snapshot.rosters.get(team.teamId);
    if (team && roster && !roster.isCurrent) errors.push(ADD_TO_ARCHIVED_MESSAGE);
    const recorded = name ? index.players(name) : [];
    const shown = name ? playerName({ playerId: '', ...name }) : '';
    if (recorded.length > 1) errors.push(IMPORT_PLAYER_AMBIGUOUS_MESSAGE(shown));
    const playerId = recorded[0]?.playerId ?? (name ? importedPlayerId(name) : undefined);
    const creates = recorded.length === 0;
    const action: ImportAction = creates ? 'create player and add to roster' : 'add to roster';
    if (!team || !roster || !name || number === undefined || !playerId || errors.length > 0) {
      rows.push(row(line, action, errors, team ? { teamId: team.teamId, teamName: team.teamName } : {}));
      continue;
    }
    const ids = { teamId: team.teamId, teamName: team.teamName, playerId };
    const spot = roster.spots.find((s) => s.playerId === playerId);
    if (spot) {
      rows.push(
        spot.number === number
          ? row(line, 'exists', [], ids)
          : row(line, action, [ALREADY_ON_TEAM_MESSAGE(shown)], ids),
      );
      continue;
    }
    const added = additions.get(team.teamId) ?? [];
    if (added.some((a) => a.playerId === playerId)) errors.push(PLAYER_TWICE_MESSAGE);
    if (roster.spots.some((s) => s.number === number)) errors.push(NUMBER_TAKEN_MESSAGE(number));
    else if (added.some((a) => a.number === number)) errors.push(NUMBER_TWICE_MESSAGE);
    const elsewhere = [...index.currentTeamsOf(playerId), ...(addedTo.get(playerId) ?? [])]
      .map((teamId) => index.teamById(teamId))
      .find((other) => other && other.teamId !== team.teamId && other.leagueId === team.leagueId);
    if (elsewhere) errors.push(ON_LEAGUE_TEAM_MESSAGE(shown, elsewhere.teamName));
    if (roster.spots.length + added.length + 1 > MAX_ROSTER) errors.push(ROSTER_FULL_MESSAGE);
    rows.push(row(line, action, [...new Set(errors)], ids));
    if (errors.length > 0) continue;
    if (creates && !newPlayers.has(playerId)) newPlayers.set(playerId, { playerId, ...name });
    additions.set(team.teamId, [
      ...added,
      { rosterPlayerId: importedRosterPlayerId(team.teamId, playerId), playerId, number, name: shown },
    ]);
    addedTo.set(playerId, [...(addedTo.get(playerId) ?? []), team.teamId]);
  }
  const writes: ImportWrite[] = [
    ...[...newPlayers.values()].map((data): ImportWrite => ({ type: 'CreatePlayer', data })),
    ...[...additions].map(([teamId, players]): ImportWrite => ({ type: 'AddPlayers', teamId, players })),
  ];
  return { rows, writes };
}

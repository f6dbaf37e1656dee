import type {
  BracketConflictFlagged,
  BracketConflictResolved,
  GameSlotFilled,
  GameChange,
  GameFields,
  GameResult,
  GameVersion,
  GameVersionKind,
  PlayerGameLine,
} from '@league/contracts';
import { playerName } from '@league/contracts';
import type { GameHistoryEvent, GameHistorySheet } from '@league/read-models/game-history';
import { gameChanges, type AuditLine, type GameAuditState, type Named } from './changes';
import { emptySheetMemo, isSheetEvent, sheetChanges } from './sheet';

const MOVE_FIELDS = new Set(['date', 'time', 'venue']);
const TEAM_FIELDS = new Set(['visitor', 'home', 'visitorSeed', 'homeSeed']);

/**
 * What a version did: its event's type, and for a change of the game what it touched: only the date, time
 * or venue is a move, only the teams or seeds a change of teams, anything else an update.
 */
export function versionKind(type: GameHistoryEvent['type'], changes: readonly GameChange[]): GameVersionKind {
  switch (type) {
    case 'GameScheduled':
      return 'scheduled';
    case 'GameResultRecorded':
      return 'result recorded';
    case 'GameResultCorrected':
      return 'result corrected';
    case 'GameRemoved':
      return 'removed';
    case 'GameSlotFilled':
      return 'advanced';
    case 'BracketConflictFlagged':
      return 'bracket conflict';
    case 'BracketConflictResolved':
      return 'conflict resolved';
    case 'GameUpdated': {
      const fields = changes.map((c) => c.field);
      if (fields.length > 0 && fields.every((f) => MOVE_FIELDS.has(f))) return 'moved';
      if (fields.length > 0 && fields.every((f) => TEAM_FIELDS.has(f))) return 'teams changed';
      return 'updated';
    }
    case 'GameSheetLineupSet':
      return 'sheet lineup set';
    case 'GameSheetGoalRecorded':
      return 'sheet goal added';
    case 'GameSheetPenaltyRecorded':
      return 'sheet penalty added';
    case 'GameSheetShootoutAttemptRecorded':
      return 'sheet shootout attempt added';
    case 'GameSheetShotsRecorded':
      return 'sheet shots recorded';
    case 'GameSheetFinalized':
      return 'sheet final';
    case 'GameSheetEntryRemoved': {
      // what it took away: its change's field
      const field = changes[0]?.field;
      if (field === 'penalty') return 'sheet penalty removed';
      if (field === 'shootout') return 'sheet shootout attempt removed';
      return 'sheet goal removed';
    }
  }
}

/**
 * Who recorded a version when the log has no name for them: an admin who acted before staff had names is
 * named by the order the log registered the admin accounts ('Admin', then 'Admin 2', 'Admin 3'; a name
 * never changes once given), and other authors by what they are.
 */
export function authorName(role: string, adminOrdinal: number | null): string {
  switch (role) {
    case 'owner':
    case 'admin':
      if (adminOrdinal === null) return 'Unknown admin';
      return adminOrdinal === 1 ? 'Admin' : `Admin ${adminOrdinal}`;
    case 'scorekeeper':
      return 'Scorekeeper';
    case 'coach':
      return 'Coach';
    case 'system':
      return 'System';
    default:
      return 'Visitor';
  }
}

/**
 * Who recorded a version (docs/audit.md): a member of staff by the name they had then, with today's name
 * beside it when they were renamed since; anyone else as authorName says.
 */
export function recordedBy(event: GameHistoryEvent): GameVersion['recordedBy'] {
  if (event.actorName === null) return { name: authorName(event.actorRole, event.adminOrdinal) };
  return event.currentName !== null && event.currentName !== event.actorName
    ? { name: event.actorName, currentName: event.currentName }
    : { name: event.actorName };
}

/** The game's versions, oldest first: each event folded into the game's state and compared with the one before. */
export function gameVersions(sheet: GameHistorySheet): GameVersion[] {
  const name = (names: Record<string, string>, id: string | null, missing: string): Named => ({
    id,
    name: id === null ? 'TBD' : (names[id] ?? missing),
  });
  const player = (line: PlayerGameLine): AuditLine => {
    const spot = sheet.players[line.rosterPlayerId];
    const who = spot ? playerName(spot) : '';
    const team = sheet.teams[line.teamId];
    return {
      rosterPlayerId: line.rosterPlayerId,
      player: [
        spot?.number == null ? null : `#${spot.number}`,
        who || 'A removed player',
        team && `(${team})`,
      ]
        .filter(Boolean)
        .join(' '),
      goals: line.goals,
      assists: line.assists,
    };
  };
  const schedule = (game: GameFields, result: GameAuditState['result']): GameAuditState => ({
    league: name(sheet.leagues, game.leagueId, 'A removed league'),
    date: game.date,
    time: game.time,
    venue: name(sheet.venues, game.venueId, 'A removed venue'),
    visitor: name(sheet.teams, game.visitorTeamId, 'A removed team'),
    home: name(sheet.teams, game.homeTeamId, 'A removed team'),
    visitorSeed: game.visitorTeamSeed,
    homeSeed: game.homeTeamSeed,
    playoff: game.playoff,
    championship: game.championship,
    result,
  });
  const recorded = (r: GameResult): GameAuditState['result'] => ({
    status: r.status,
    visitorTotal: r.visitorTotal,
    homeTotal: r.homeTotal,
    visitorPeriods: r.visitorPeriods,
    homePeriods: r.homePeriods,
    summary: r.summary,
    lines: [...r.visitorStats, ...r.homeStats].map(player),
  });

  /** the game after `event`, given the game before it (null before it was scheduled) */
  const evolve = (before: GameAuditState | null, event: GameHistoryEvent): GameAuditState | null => {
    switch (event.type) {
      case 'GameScheduled':
      case 'GameUpdated':
        return schedule(event.data as unknown as GameFields, before?.result ?? null);
      case 'GameResultRecorded':
      case 'GameResultCorrected':
        return before && { ...before, result: recorded(event.data as unknown as GameResult) };
      case 'GameRemoved':
      case 'BracketConflictFlagged':
      case 'BracketConflictResolved':
      case 'GameSheetLineupSet':
      case 'GameSheetGoalRecorded':
      case 'GameSheetPenaltyRecorded':
      case 'GameSheetShotsRecorded':
      case 'GameSheetShootoutAttemptRecorded':
      case 'GameSheetEntryRemoved':
      case 'GameSheetFinalized':
        return before;
      case 'GameSlotFilled': {
        if (!before) return before;
        const d = event.data as unknown as GameSlotFilled['data'];
        const seed = d.seed === undefined ? {} : { [`${d.side}Seed`]: d.seed };
        return { ...before, [d.side]: name(sheet.teams, d.teamId, 'A removed team'), ...seed };
      }
    }
  };
  const gameName = (gameId: string) => sheet.games?.[gameId] ?? 'a removed game';
  const sideName = (side: string) => (side === 'home' ? 'Home' : 'Visitor');
  const teamName = (teamId: string) => sheet.teams[teamId] ?? 'A removed team';
  /** what a bracket event says beyond the game's fields: where a team came from, a conflict and its end */
  const bracketChanges = (event: GameHistoryEvent, changes: GameChange[]): GameChange[] => {
    switch (event.type) {
      case 'GameSlotFilled': {
        const d = event.data as unknown as GameSlotFilled['data'];
        const why =
          d.teamId === null
            ? null
            : d.source === 'seed'
              ? `(seed ${d.seed ?? 0})`
              : `(winner of ${gameName(d.fromGameId ?? '')})`;
        return changes.map((c) =>
          c.field === d.side && why && c.to !== null ? { ...c, to: `${c.to} ${why}` } : c,
        );
      }
      case 'BracketConflictFlagged': {
        const d = event.data as unknown as BracketConflictFlagged['data'];
        const text = `${teamName(d.winnerTeamId)} won ${gameName(d.fromGameId)}, but ${teamName(d.playedTeamId)} played here`;
        return [{ field: 'bracketConflict', label: `${sideName(d.side)} conflict`, from: null, to: text }];
      }
      case 'BracketConflictResolved': {
        const d = event.data as unknown as BracketConflictResolved['data'];
        const to =
          d.resolution === 'kept' ? 'The played result is kept' : 'The winner is the team that played';
        return [{ field: 'bracketConflict', label: `${sideName(d.side)} conflict`, from: 'Flagged', to }];
      }
      default:
        return changes;
    }
  };

  const spotName = (rosterPlayerId: string) => {
    const spot = sheet.players[rosterPlayerId];
    const who = spot ? playerName(spot) : '';
    return [spot?.number == null ? null : `#${spot.number}`, who || 'A removed player']
      .filter(Boolean)
      .join(' ');
  };
  const memo = emptySheetMemo();

  const versions: GameVersion[] = [];
  let state: GameAuditState | null = null;
  for (const event of sheet.events) {
    if (isSheetEvent(event)) {
      // the sheet: a version of its own, the game as it was (its result follows as a version when it changes)
      if (state === null) continue;
      const sides = { home: state.home.name, visitor: state.visitor.name };
      const changes = sheetChanges(event, memo, { player: spotName, team: (side) => sides[side] });
      versions.push({
        version: event.version + 1,
        recordedAt: event.recordedAt,
        recordedBy: recordedBy(event),
        kind: versionKind(event.type, changes),
        visitor: state.visitor.name,
        home: state.home.name,
        changes,
      });
      continue;
    }
    const before: GameAuditState | null = state;
    state = evolve(before, event);
    if (state === null) continue;
    const changes = bracketChanges(event, event.type === 'GameRemoved' ? [] : gameChanges(before, state));
    versions.push({
      version: event.version + 1,
      recordedAt: event.recordedAt,
      recordedBy: recordedBy(event),
      kind: event.data.source === 'seed' ? 'seeded' : versionKind(event.type, changes),
      visitor: state.visitor.name,
      home: state.home.name,
      changes,
    });
  }
  return versions;
}

import type { GameChange, GameSheetEvent, GameSide } from '@league/contracts';

/** What the sheet's versions are told about by name: a roster spot ('#9 Ann Zed') and a side's team. */
export interface SheetNames {
  player(rosterPlayerId: string): string;
  team(side: GameSide): string;
}

/**
 * What the sheet's earlier versions showed, for what a later one changes: each entry's line (a removal
 * shows what it took away), each side's lineup and each side's shots per period.
 */
export interface SheetMemo {
  entries: Map<string, { field: string; label: string; text: string }>;
  lineups: Map<GameSide, string>;
  shots: Map<string, number>;
}
export const emptySheetMemo = (): SheetMemo => ({ entries: new Map(), lineups: new Map(), shots: new Map() });

const SHEET_FIELDS = { goals: 'goal', penalties: 'penalty', shootout: 'shootout' } as const;
const SHEET_LABELS = { goal: 'Goal', penalty: 'Penalty', shootout: 'Shootout attempt' } as const;

export const isSheetEvent = (event: { type: string }): event is GameSheetEvent =>
  event.type.startsWith('GameSheet');

const periodName = (period: number) => (period === 4 ? 'OT' : `P${period}`);

/**
 * What a version of the game's sheet changed, as the history shows it (docs/audit.md): a goal, penalty or
 * shootout attempt as one line ('P2 12:34, Blades: #9 Ann Zed (assists: #4 Bo Young), PP'), added (`from`
 * null) or removed (`to` null); a side's lineup by its players, the goalie marked; a side's shots of a
 * period; the final with its status. `memo` is what the versions before showed, and is brought up to date.
 */
export function sheetChanges(event: GameSheetEvent, memo: SheetMemo, names: SheetNames): GameChange[] {
  const entry = (field: keyof typeof SHEET_LABELS, entryId: string, text: string): GameChange[] => {
    const label = SHEET_LABELS[field];
    memo.entries.set(entryId, { field, label, text });
    return [{ field, label, from: null, to: text }];
  };
  switch (event.type) {
    case 'GameSheetLineupSet': {
      const { side, rosterPlayerIds, goalieRosterPlayerId } = event.data;
      const players = rosterPlayerIds.map((id) =>
        id === goalieRosterPlayerId ? `${names.player(id)} (goalie)` : names.player(id),
      );
      const text = players.length === 0 ? 'Nobody' : players.join(', ');
      const from = memo.lineups.get(side) ?? null;
      memo.lineups.set(side, text);
      return [{ field: 'lineup', label: `${names.team(side)} lineup`, from, to: text }];
    }
    case 'GameSheetGoalRecorded': {
      const g = event.data;
      const assists = g.assists.length > 0 ? ` (assists: ${g.assists.map(names.player).join(', ')})` : '';
      const strength = g.strength === 'EV' ? '' : `, ${g.strength}`;
      const text = `${periodName(g.period)} ${g.time}, ${names.team(g.side)}: ${names.player(g.scorer)}${assists}${strength}`;
      return entry('goal', g.entryId, text);
    }
    case 'GameSheetPenaltyRecorded': {
      const p = event.data;
      const severity = p.severity ? `, ${p.severity}` : '';
      const text = `${periodName(p.period)} ${p.time}, ${names.team(p.side)}: ${names.player(p.rosterPlayerId)}, ${p.infraction}, ${p.minutes} min${severity}`;
      return entry('penalty', p.entryId, text);
    }
    case 'GameSheetShootoutAttemptRecorded': {
      const a = event.data;
      const text = `Round ${a.round}, ${names.team(a.side)}: ${names.player(a.rosterPlayerId)}, ${a.scored ? 'scored' : 'missed'}`;
      return entry('shootout', a.entryId, text);
    }
    case 'GameSheetEntryRemoved': {
      const { kind, entryId } = event.data;
      const shown = memo.entries.get(entryId);
      const field = SHEET_FIELDS[kind];
      return [{ field, label: SHEET_LABELS[field], from: shown?.text ?? 'An entry', to: null }];
    }
    case 'GameSheetShotsRecorded': {
      const { side, period, shots } = event.data;
      const key = `${side}-${period}`;
      const from = memo.shots.get(key);
      memo.shots.set(key, shots);
      const label = `${names.team(side)} shots, ${periodName(period)}`;
      return [{ field: 'shots', label, from: from === undefined ? null : String(from), to: String(shots) }];
    }
    case 'GameSheetFinalized':
      return [{ field: 'sheet', label: 'Sheet', from: null, to: `Final: ${event.data.status}` }];
  }
}

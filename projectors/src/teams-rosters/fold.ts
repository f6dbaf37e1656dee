import type { RecordedEvent, TeamCreated, TeamEvent } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { logOrder } from '../league-common';
import { createdTeamColumns, FoldTable, foldTeamEvent, type FoldTeamRow } from '../league-common/fold';

interface TeamRow extends FoldTeamRow {
  year: number;
  is_current: boolean;
  created_high: string;
  created_low: string;
}

interface RosterPlayerRow {
  [column: string]: unknown;
  roster_player_id: string;
  team_id: string;
  player_id: string;
  number: number;
  removed: boolean;
  version: number;
  added_high: string;
  added_low: string;
  removed_high: string | null;
  removed_low: string | null;
}

/** A created team's row of teams, in a rebuild as live: current, and where in the log it was created. */
export function createdTeam(event: RecordedEvent & TeamCreated) {
  const [high, low] = logOrder(event);
  return {
    ...createdTeamColumns(event),
    year: event.data.year,
    is_current: true,
    created_high: high,
    created_low: low,
  };
}

/** Teams and rosters built in memory for a rebuild: the same rows as the projection's apply. */
export function teamsRostersFold(): ProjectionFold {
  const teams = new FoldTable<TeamRow>();
  const roster = new FoldTable<RosterPlayerRow>();
  return {
    apply(events) {
      for (const event of events as ReadonlyArray<RecordedEvent & TeamEvent>) {
        const v = event.streamVersion;
        const [high, low] = logOrder(event);
        switch (event.type) {
          case 'TeamCreated':
          case 'TeamUpdated':
          case 'TeamRemoved':
            foldTeamEvent(teams, event, createdTeam);
            break;
          case 'TeamArchiveToggled':
            teams.update(event.data.teamId, { is_current: event.data.isCurrent, version: v });
            break;
          case 'RosterPlayerAdded': {
            const d = event.data;
            teams.update(d.teamId, { version: v });
            roster.insert(d.rosterPlayerId, {
              roster_player_id: d.rosterPlayerId,
              team_id: d.teamId,
              player_id: d.playerId,
              number: d.number,
              removed: false,
              version: v,
              added_high: high,
              added_low: low,
              removed_high: null,
              removed_low: null,
            });
            break;
          }
          case 'RosterNumberChanged':
            teams.update(event.data.teamId, { version: v });
            roster.update(event.data.rosterPlayerId, { number: event.data.number, version: v });
            break;
          case 'RosterPlayerRemoved':
            teams.update(event.data.teamId, { version: v });
            roster.update(event.data.rosterPlayerId, {
              removed: true,
              version: v,
              removed_high: high,
              removed_low: low,
            });
            break;
        }
      }
    },
    rows: () => ({ teams: teams.rows(), roster_players: roster.rows() }),
  };
}

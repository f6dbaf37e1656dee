import type { CalendarEventEvent, GameEvent, RecordedEvent, TeamEvent } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { FoldTable } from '../league-common/fold';

interface SlotRow {
  [column: string]: unknown;
  item_id: string;
  kind: 'game' | 'event';
  venue_id: string;
  date: string;
  time: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  league_id: string | null;
  home_from_game_id: string | null;
  visitor_from_game_id: string | null;
}

interface TeamRow {
  [column: string]: unknown;
  team_id: string;
  league_id: string;
  team_name: string;
  is_current: boolean;
}

interface RosterPlayerRow {
  [column: string]: unknown;
  roster_player_id: string;
  team_id: string;
  player_id: string;
  on_roster: boolean;
}

/** The command lookups built in memory for a rebuild: the same rows as the projection's apply. */
export function commandLookupsFold(): ProjectionFold {
  const slots = new FoldTable<SlotRow>();
  const teams = new FoldTable<TeamRow>();
  const roster = new FoldTable<RosterPlayerRow>();
  const slot = (
    itemId: string,
    kind: 'game' | 'event',
    at: { venueId: string; date: string; time: string },
    homeTeamId: string | null,
    visitorTeamId: string | null,
  ) => {
    const place = {
      venue_id: at.venueId,
      date: at.date,
      time: at.time,
      home_team_id: homeTeamId,
      visitor_team_id: visitorTeamId,
    };
    const bracket = { league_id: null, home_from_game_id: null, visitor_from_game_id: null };
    slots.upsert(itemId, { item_id: itemId, kind, ...place, ...bracket }, place);
  };
  return {
    apply(events) {
      for (const event of events as ReadonlyArray<
        RecordedEvent & (GameEvent | CalendarEventEvent | TeamEvent)
      >) {
        switch (event.type) {
          case 'GameScheduled':
          case 'GameUpdated':
            slot(event.data.gameId, 'game', event.data, event.data.homeTeamId, event.data.visitorTeamId);
            slots.update(event.data.gameId, {
              league_id: event.data.leagueId,
              home_from_game_id: event.data.homeFromGameId ?? null,
              visitor_from_game_id: event.data.visitorFromGameId ?? null,
            });
            break;
          case 'GameSlotFilled':
            slots.update(event.data.gameId, { [`${event.data.side}_team_id`]: event.data.teamId });
            break;
          case 'GameRemoved':
            slots.delete(event.data.gameId);
            break;
          case 'CalendarEventScheduled':
          case 'CalendarEventUpdated':
            slot(event.data.eventId, 'event', event.data, null, null);
            break;
          case 'CalendarEventRemoved':
            slots.delete(event.data.eventId);
            break;
          case 'TeamCreated':
            teams.insert(event.data.teamId, {
              team_id: event.data.teamId,
              league_id: event.data.leagueId,
              team_name: event.data.teamName,
              is_current: true,
            });
            break;
          case 'TeamUpdated':
            teams.update(event.data.teamId, { team_name: event.data.teamName });
            break;
          case 'TeamArchiveToggled':
            teams.update(event.data.teamId, { is_current: event.data.isCurrent });
            break;
          case 'TeamRemoved':
            teams.delete(event.data.teamId);
            break;
          case 'RosterPlayerAdded':
            roster.insert(event.data.rosterPlayerId, {
              roster_player_id: event.data.rosterPlayerId,
              team_id: event.data.teamId,
              player_id: event.data.playerId,
              on_roster: true,
            });
            break;
          case 'RosterPlayerRemoved':
            roster.update(event.data.rosterPlayerId, { on_roster: false });
            break;
          default:
            break;
        }
      }
    },
    rows: () => ({
      cmd_schedule_slots: slots.rows(),
      cmd_teams: teams.rows(),
      cmd_roster_players: roster.rows(),
    }),
  };
}

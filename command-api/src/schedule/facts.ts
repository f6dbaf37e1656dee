import type { GameFields, ScheduleItem } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { feederFacts } from '../bracket/facts';
import type { LeagueLookups, SlotItem } from '../lookups';
import { loadLeague, loadTeam, loadVenue } from '../lookups/streams';
import type { ScheduleFacts } from './decider';
import { scheduleItem } from './items';

/** What a schedule item is about: where and when, its league and teams, and for a game its feeders. */
export type ScheduleAbout = ScheduleFacts['about'] &
  Partial<Pick<GameFields, 'homeFromGameId' | 'visitorFromGameId'>>;

/**
 * What the decider needs to know about the league, venue, teams and slot the item (`selfId`) will have,
 * read from the streams and the lookups; a clash allowed reads no clashes.
 */
export async function scheduleFacts(
  store: EventStore,
  lookups: LeagueLookups,
  about: ScheduleAbout,
  selfId: string,
  allowConflict: boolean,
): Promise<ScheduleFacts> {
  const league = about.leagueId === null ? null : await loadLeague(store, about.leagueId);
  const venue = await loadVenue(store, about.venueId);
  const teamLeagues: Record<string, string | null> = {};
  for (const teamId of [about.homeTeamId, about.visitorTeamId]) {
    if (!teamId) continue;
    const team = await loadTeam(store, teamId);
    teamLeagues[teamId] = team.status === 'active' ? team.team.leagueId : null;
  }
  const itemsOf = async (found: readonly SlotItem[]) => {
    const items: ScheduleItem[] = [];
    for (const item of found) {
      if (item.itemId === selfId) continue;
      const shown = await scheduleItem(store, item);
      if (shown) items.push(shown);
    }
    return items;
  };
  const teams = [about.homeTeamId, about.visitorTeamId].filter((teamId) => typeof teamId === 'string');
  return {
    about,
    leagueExists: league?.status === 'active',
    venueExists: venue.status === 'active',
    teamLeagues,
    clashes: allowConflict ? [] : await itemsOf(await lookups.itemsAt(about)),
    teamGames:
      allowConflict || teams.length === 0
        ? []
        : await itemsOf(await lookups.gamesOfTeamsOn(about.date, teams)),
    doubleHeaders: league?.status === 'active' && league.league.allowDoubleHeaders,
    allowConflict,
    feeders: await feederFacts(store, lookups, {
      homeFromGameId: about.homeFromGameId ?? null,
      visitorFromGameId: about.visitorFromGameId ?? null,
    }),
  };
}

import { dayOfWeek, isPlayed, scoreText, shortDate, type ScheduleItem } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { loadCalendarEvent, loadGame, loadLeague, loadTeam, loadVenue } from '../lookups/streams';
import type { SlotItem } from '../lookups';

const TBD = 'TBD';

/**
 * A schedule item as docs/api.md defines it (the `conflicts` of a clash), built from the streams of the game
 * or event and of the venue, league and teams it names. Null when the item is gone.
 */
export async function scheduleItem(
  store: EventStore,
  { itemId, kind }: SlotItem,
): Promise<ScheduleItem | null> {
  const venueName = async (venueId: string) => {
    const venue = await loadVenue(store, venueId);
    return venue.status === 'active' ? venue.venueName : '';
  };
  const leagueName = async (leagueId: string | null) => {
    if (leagueId === null) return null;
    const league = await loadLeague(store, leagueId);
    return league.status === 'active' ? league.league.leagueName : null;
  };
  const teamName = async (teamId: string | null) => {
    if (teamId === null) return TBD;
    const team = await loadTeam(store, teamId);
    return team.status === 'active' ? team.team.teamName : TBD;
  };
  const when = (date: string, time: string) => ({
    date: shortDate(date),
    time,
    isoDate: date,
    dayOfWeek: dayOfWeek(date),
    year: Number(date.slice(0, 4)),
  });
  if (kind === 'event') {
    const state = await loadCalendarEvent(store, itemId);
    if (state.status !== 'active') return null;
    const { event } = state;
    return {
      _id: event.eventId,
      kind: 'event',
      ...when(event.date, event.time),
      status: '',
      score: '',
      venueId: event.venueId,
      venueName: await venueName(event.venueId),
      leagueId: event.leagueId,
      leagueName: await leagueName(event.leagueId),
      eventName: event.eventName,
      homeTeamId: null,
      homeTeamName: null,
      homeTeamSeed: 0,
      visitorTeamId: null,
      visitorTeamName: null,
      visitorTeamSeed: 0,
      winner: null,
      loser: null,
      playoff: false,
      championship: false,
    };
  }
  const state = await loadGame(store, itemId);
  if (state.status !== 'active') return null;
  const { game, result } = state;
  const [homeTeamName, visitorTeamName] = [
    await teamName(game.homeTeamId),
    await teamName(game.visitorTeamId),
  ];
  const played = result !== null && isPlayed(result.status, result.homeTotal, result.visitorTotal);
  const homeWon = played && result.homeTotal > result.visitorTotal;
  const visitorWon = played && result.visitorTotal > result.homeTotal;
  return {
    _id: game.gameId,
    kind: 'game',
    ...when(game.date, game.time),
    status: played ? result.status : 'TBP',
    score: played ? scoreText(result.visitorTotal, result.homeTotal) : '',
    venueId: game.venueId,
    venueName: await venueName(game.venueId),
    leagueId: game.leagueId,
    leagueName: await leagueName(game.leagueId),
    eventName: null,
    homeTeamId: game.homeTeamId,
    homeTeamName,
    homeTeamSeed: game.homeTeamSeed,
    visitorTeamId: game.visitorTeamId,
    visitorTeamName,
    visitorTeamSeed: game.visitorTeamSeed,
    winner: homeWon ? homeTeamName : visitorWon ? visitorTeamName : null,
    loser: homeWon ? visitorTeamName : visitorWon ? homeTeamName : null,
    playoff: game.playoff,
    championship: game.championship,
  };
}

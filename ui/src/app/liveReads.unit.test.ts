import { describe, expect, it } from 'vitest';
// the read models each read route of the query API declares (what its answer is read from)
import { LEAGUE_READ_MODELS as P } from '@league/contracts/live';
import { gameKeys } from '../features/game-summary/api';
import { homeKeys } from '../features/home/pulseApi';
import { scheduleKeys } from '../shared/league/schedules/api';
import { statsKeys } from '../shared/league/stats/api';
import { dependsOn, projectionsOfKey } from '../shared/live/liveReads';

const sorted = (names: readonly string[] | null) => (names ? [...names].sort() : names);

describe('the read models behind each live page query', () => {
  it("maps every live page's query key to the projections its API route reads", () => {
    const cases: Array<[readonly unknown[], readonly string[]]> = [
      [statsKeys.currentLeagues(), P.leagues],
      [statsKeys.previousLeagues(), P.leagues],
      [statsKeys.standings('l1'), P.standings],
      [statsKeys.scoringLeaders('l1'), P.leaders],
      [statsKeys.goalieLeaders('l1'), P.goalieLeaders],
      [scheduleKeys.league('l1'), P.schedule],
      [scheduleKeys.venue('v1'), P.schedule],
      [scheduleKeys.team('t1'), P.team],
      [scheduleKeys.team(null), P.team],
      [scheduleKeys.oldTeam('t1'), P.team],
      [gameKeys.game('g1'), P.game],
      [scheduleKeys.teamByName({ leagueName: 'M', session: 'Fall', year: 2026, teamName: 'Owls' }), P.teams],
      [homeKeys.pulse(), P.home],
    ];
    for (const [key, projections] of cases)
      expect(sorted(projectionsOfKey(key)), String(key)).toEqual(sorted(projections));
  });

  it('leaves queries of other pages alone', () => {
    expect(projectionsOfKey(['admin-venues'])).toBeNull();
    expect(projectionsOfKey(['league-stats'])).toBeNull();
    expect(projectionsOfKey(['home'])).toBeNull();
    expect(dependsOn(['admin-venues'], ['venues', 'results'])).toBe(false);
  });

  it('makes stale only the queries whose data a change can touch', () => {
    const game = gameKeys.game('g1');
    const standings = statsKeys.standings('l1');
    const schedule = scheduleKeys.league('l1');
    // a result recorded: results, standings and schedule moved
    const result = ['results', 'schedule', 'standings'];
    expect([game, standings, schedule].every((key) => dependsOn(key, result))).toBe(true);
    // a player renamed: the game summary and the leaders show names; standings and schedules do not
    expect(dependsOn(game, ['players'])).toBe(true);
    expect(dependsOn(statsKeys.scoringLeaders('l1'), ['players'])).toBe(true);
    expect(dependsOn(standings, ['players'])).toBe(false);
    expect(dependsOn(schedule, ['players'])).toBe(false);
    // a venue or news change moves none of them
    expect([game, standings, schedule].some((key) => dependsOn(key, ['venues', 'news']))).toBe(false);
  });
});

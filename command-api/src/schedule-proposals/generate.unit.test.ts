import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEKDAYS, type ProposedGame } from '@league/contracts';
import { scheduleProblems } from './check';
import { generateSchedule } from './generate';
import { addDays, slotKey, type Season } from './season';

const VENUES = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const START = '2026-01-05';
const teamIdsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** A league of 2–14 teams, its weekly slots, its season and what the schedule already holds. */
const randomSeason = fc
  .record({
    teams: fc.integer({ min: 2, max: 14 }),
    gamesPerTeam: fc.integer({ min: 1, max: 24 }),
    slots: fc.uniqueArray(
      fc.record({
        weekday: fc.constantFrom(...WEEKDAYS),
        time: fc.constantFrom('18:00', '19:30', '21:00'),
        venueId: fc.constantFrom(...VENUES),
      }),
      { minLength: 1, maxLength: 6, selector: (slot) => `${slot.weekday} ${slot.time} ${slot.venueId}` },
    ),
    span: fc.option(fc.integer({ min: 0, max: 400 })),
    blackouts: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 8 }),
    minDaysBetween: fc.integer({ min: 1, max: 5 }),
    booked: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 120 }),
        time: fc.constantFrom('18:00', '19:30', '21:00'),
        venueId: fc.constantFrom(...VENUES),
      }),
      { maxLength: 10 },
    ),
    teamGames: fc.array(fc.record({ team: fc.nat(), day: fc.integer({ min: -3, max: 120 }) }), {
      maxLength: 6,
    }),
  })
  .map((drawn): Season => {
    const teamIds = teamIdsOf(drawn.teams);
    const teamDates = new Map<string, string[]>();
    for (const { team, day } of drawn.teamGames) {
      const teamId = teamIds[team % teamIds.length]!;
      teamDates.set(teamId, [...(teamDates.get(teamId) ?? []), addDays(START, day)]);
    }
    return {
      parameters: {
        startDate: START,
        endDate: drawn.span === null ? null : addDays(START, drawn.span),
        gamesPerTeam: drawn.gamesPerTeam,
        slots: drawn.slots,
        blackoutDates: drawn.blackouts.map((day) => addDays(START, day)),
        minDaysBetween: drawn.minDaysBetween,
      },
      teamIds,
      booked: new Set(drawn.booked.map(({ day, ...at }) => slotKey({ date: addDays(START, day), ...at }))),
      teamDates,
    };
  });

function gamesPerTeam(season: Season, games: readonly ProposedGame[]): number[] {
  const counts = new Map(season.teamIds.map((teamId) => [teamId, 0]));
  for (const game of games)
    for (const teamId of [game.homeTeamId, game.visitorTeamId]) counts.set(teamId, counts.get(teamId)! + 1);
  return [...counts.values()];
}

/** After each day of the season, how far apart the teams' games played so far are. */
function widestSpread(season: Season, games: readonly ProposedGame[]): number {
  const byDate = [...games].sort((a, b) => a.date.localeCompare(b.date));
  let widest = 0;
  for (let i = 0; i < byDate.length; i++) {
    if (byDate[i + 1]?.date === byDate[i]!.date) continue;
    const counts = gamesPerTeam(season, byDate.slice(0, i + 1));
    widest = Math.max(widest, Math.max(...counts) - Math.min(...counts));
  }
  return widest;
}

describe('the schedule generator (docs/api.md, "Schedule generator")', () => {
  it('keeps every guarantee over random leagues, slots, seasons and schedules', () => {
    fc.assert(
      fc.property(randomSeason, (season) => {
        const { games, wanted } = generateSchedule(season);
        // slots, season, blackouts, bookings, one game a slot, spacing, home and away
        expect(scheduleProblems(season, games)).toEqual([]);
        const counts = gamesPerTeam(season, games);
        const { gamesPerTeam: perTeam } = season.parameters;
        expect(Math.max(...counts)).toBeLessThanOrEqual(perTeam + 1);
        expect(games.length).toBeLessThanOrEqual(wanted);
        if (games.length === wanted) {
          // every team plays gamesPerTeam, one team one fewer where teams × games is odd
          expect(Math.min(...counts)).toBeGreaterThanOrEqual(perTeam - 1);
          expect(counts.filter((count) => count !== perTeam).length).toBe(
            (season.teamIds.length * perTeam) % 2,
          );
        }
        // the rests (byes) turn round the league: no team falls more than two games behind another, three
        // where the schedule already holds games of its teams
        const spread = widestSpread(season, games);
        expect(spread).toBeLessThanOrEqual(season.teamDates.size === 0 ? 2 : 3);
      }),
      { numRuns: 300 },
    );
  });

  it('fits a whole season when the slots allow it, and gives each team a rest in turn when odd', () => {
    const teamIds = teamIdsOf(7);
    const season: Season = {
      parameters: {
        startDate: START,
        endDate: null,
        gamesPerTeam: 6,
        slots: [
          { weekday: 'Monday', time: '19:00', venueId: VENUES[0]! },
          { weekday: 'Monday', time: '20:30', venueId: VENUES[0]! },
          { weekday: 'Monday', time: '19:00', venueId: VENUES[1]! },
        ],
        blackoutDates: [],
        minDaysBetween: 1,
      },
      teamIds,
      booked: new Set(),
      teamDates: new Map(),
    };
    const { games, wanted } = generateSchedule(season);
    expect(games).toHaveLength(wanted);
    expect(wanted).toBe(21);
    // three games each Monday: one team of seven rests each week, each team once in seven weeks
    const weeks = [...new Set(games.map((game) => game.date))];
    expect(weeks).toHaveLength(7);
    const rested = weeks.map((date) => {
      const playing = games
        .filter((game) => game.date === date)
        .flatMap((g) => [g.homeTeamId, g.visitorTeamId]);
      return teamIds.filter((teamId) => !playing.includes(teamId));
    });
    expect(rested.map((teams) => teams.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(new Set(rested.flat()).size).toBe(7);
  });
});

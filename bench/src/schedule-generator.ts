import { performance } from 'node:perf_hooks';
import { generateSchedule, type Season } from '@league/command-api/schedule-proposals';
import { formatRecords } from './table';

const RUNS = 20;
const VENUES = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

/** A league of 12 teams, 20 games each, three weekly slots over two venues, an open-ended season. */
function twelveByTwenty(): Season {
  return {
    parameters: {
      startDate: '2027-01-04',
      endDate: null,
      gamesPerTeam: 20,
      slots: [
        { weekday: 'Monday', time: '19:00', venueId: VENUES[0]! },
        { weekday: 'Monday', time: '20:30', venueId: VENUES[0]! },
        { weekday: 'Wednesday', time: '19:00', venueId: VENUES[1]! },
      ],
      blackoutDates: ['2027-02-15'],
      minDaysBetween: 2,
    },
    teamIds: Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    booked: new Set(),
    teamDates: new Map(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The schedule generator's proposal for 12 teams × 20 games (docs/api.md, "Schedule generator"; goal
 * ≤ 1 s), beside its floor: one pass over the season's slots and the games, the least any generator does.
 */
export function benchScheduleGenerator(): void {
  const season = twelveByTwenty();
  const times: number[] = [];
  const floors: number[] = [];
  let games = 0;
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    games = generateSchedule(season).games.length;
    times.push(performance.now() - started);
    started = performance.now();
    const seen = new Set<string>();
    for (let day = 0; day < 731; day++)
      for (const slot of season.parameters.slots) seen.add(`${day} ${slot.time} ${slot.venueId}`);
    for (let game = 0; game < games; game++) seen.has(`${game}`);
    floors.push(performance.now() - started);
  }
  console.log('\nSchedule generator (a proposal, without the reads around it) …');
  console.log(
    formatRecords([
      {
        league: '12 teams × 20 games',
        games: String(games),
        'median ms': median(times).toFixed(1),
        'floor ms': median(floors).toFixed(1),
        goal: '≤ 1000 ms',
      },
    ]),
  );
}

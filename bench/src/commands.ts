import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { seedLeague, startCountedSite, type CountedSite } from '../../launch/costs/stack';

export interface CommandFigures {
  command: string;
  statements: number;
  cpuMs: number;
  perSecond: number;
  goalCpuMs: number;
}

/** CPU and statements of `n` sequential commands, each until every projection has applied it. */
async function measure(site: CountedSite, n: number, send: (i: number) => Promise<unknown>) {
  site.db.reset();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) await send(i);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  return {
    statements: site.db.statements / n,
    cpuMs: (used.user + used.system) / 1000 / n,
    perSecond: n / seconds,
  };
}

/** The league sizes, in played games, at which a game result is measured side by side. */
export const PLAYED_GAMES = [10, 120, 600] as const;

/**
 * Commands on the embedded site (PGlite, both APIs and every projection in-process, as `npm start` runs
 * them): CPU milliseconds and SQL statements per createPlayer and per game result, each counted until
 * every projection has applied it. A result is measured in a league of 10, 120 and 600 played games:
 * its projections change its players' statistics and its teams' standings, so its cost should stay that
 * of a createPlayer plus its own rows whatever the league's size (docs/architecture.md, "A projection"). A goal
 * on the game sheet of a game in progress is measured too (docs/api.md, "Game sheet").
 */
export async function benchCommands(): Promise<CommandFigures[]> {
  const site = await startCountedSite();
  try {
    const n = 150;
    const perSize = 20;
    const largest = PLAYED_GAMES[PLAYED_GAMES.length - 1]!;
    const warm = await seedLeague(site, 20);
    const { teams, gameIds } = await seedLeague(site, largest + perSize);
    // each game's first result, on the game as scheduled (version 0)
    const result = (gameId: string, i: number, league = teams) =>
      site.command(
        'PATCH',
        `/api/admin/gameStats/${gameId}`,
        {
          gameStatus: 'FINAL',
          homePointsPerPeriod: [`${i % 3}|1|0|0|${(i % 3) + 1}`],
          visitorPointsPerPeriod: ['0|1|0|0|1'],
          gameSummary: 'Bench game.',
          homeStats: [`${league[0]!.roster[i % 10]}|1|1`, `${league[0]!.roster[(i + 1) % 10]}|0|1`],
          visitorStats: [`${league[1]!.roster[i % 10]}|1|0`],
        },
        0,
      );
    // warm both paths before anything is timed (results in another league)
    for (let i = 0; i < 20; i++) {
      await site.command('POST', '/api/admin/createPlayer', { firstName: 'Warm', lastName: `Up${i}` });
      await result(warm.gameIds[i]!, i, warm.teams);
    }
    let played = 0;

    const players = await measure(site, n, (i) =>
      site.command('POST', '/api/admin/createPlayer', { firstName: 'Bench', lastName: `Player${i}` }),
    );
    const figures: CommandFigures[] = [{ command: 'createPlayer', ...players, goalCpuMs: 3 }];
    for (const size of PLAYED_GAMES) {
      // the league played up to half a measure below the size, then the measure centred on it
      for (; played < size - perSize / 2; played++) await result(gameIds[played]!, played);
      const first = played;
      const results = await measure(site, perSize, (i) => result(gameIds[first + i]!, first + i));
      played += perSize;
      figures.push({ command: `game result at ${size} played (3 lines)`, ...results, goalCpuMs: 5 });
    }
    // a game scored at the rink: its lineups, then goals one by one (docs/api.md, "Game sheet")
    const live = gameIds[played]!;
    for (const [side, team] of [
      ['home', teams[0]!],
      ['visitor', teams[1]!],
    ] as const)
      await site.command('PUT', `/api/admin/game/${live}/sheet/lineup/${side}`, {
        rosterPlayerIds: team.roster,
        goalieRosterPlayerId: team.roster[0],
      });
    const goals = await measure(site, perSize * 2, (k) => {
      const side = k % 2 === 0 ? 'home' : 'visitor';
      const roster = (side === 'home' ? teams[0]! : teams[1]!).roster;
      const seconds = 30 + Math.floor(k / 3) * 20;
      return site.command('POST', `/api/admin/game/${live}/sheet/goals`, {
        id: randomUUID(),
        side,
        period: (k % 3) + 1,
        time: `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
        scorer: roster[1 + (k % 9)],
        assists: [roster[1 + ((k + 1) % 9)]],
      });
    });
    figures.push({ command: 'game sheet goal (game in progress)', ...goals, goalCpuMs: 5 });
    return figures;
  } finally {
    await site.close();
  }
}

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

/**
 * Commands on the embedded site (PGlite, both APIs and every projection in-process, as `npm start` runs
 * them): CPU milliseconds and SQL statements per createPlayer and per game result, each counted until
 * every projection has applied it.
 */
export async function benchCommands(): Promise<CommandFigures[]> {
  const site = await startCountedSite();
  try {
    const n = 150;
    const { teams, gameIds } = await seedLeague(site, n + 20);
    // warm both paths before anything is timed
    for (let i = 0; i < 20; i++) {
      await site.command('POST', '/api/admin/createPlayer', { firstName: 'Warm', lastName: `Up${i}` });
    }
    // each game's first result, on the game as scheduled (version 0)
    const result = (gameId: string, i: number) =>
      site.command(
        'PATCH',
        `/api/admin/gameStats/${gameId}`,
        {
          gameStatus: 'FINAL',
          homePointsPerPeriod: [`${i % 3}|1|0|0|${(i % 3) + 1}`],
          visitorPointsPerPeriod: ['0|1|0|0|1'],
          gameSummary: 'Bench game.',
          homeStats: [`${teams[0]!.roster[0]}|1|1`, `${teams[0]!.roster[1]}|0|1`],
          visitorStats: [`${teams[1]!.roster[0]}|1|0`],
        },
        0,
      );
    for (let i = 0; i < 20; i++) await result(gameIds[n + i]!, i);

    const players = await measure(site, n, (i) =>
      site.command('POST', '/api/admin/createPlayer', { firstName: 'Bench', lastName: `Player${i}` }),
    );
    const results = await measure(site, n, (i) => result(gameIds[i]!, i));
    return [
      { command: 'createPlayer', ...players, goalCpuMs: 5 },
      { command: 'game result (3 player lines)', ...results, goalCpuMs: 10 },
    ];
  } finally {
    await site.close();
  }
}

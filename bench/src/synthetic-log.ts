import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createPgliteClient, migrate, PGLITE_BATCH_SETTINGS, type SqlClient } from '@league/infra/sql';
import { leagueFixture, type LeagueFixture } from '@league/projectors/league-fixture';

/** Where the bench keeps what it generated once (git ignores data/ folders). */
export const BENCH_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));

const TEAMS = 12;
const PLAYERS_PER_TEAM = 15;

/**
 * One realistic season through the league fixture (events as the commands record them): a league of 12
 * teams with 15 rostered players each, a double round robin (132 games) with results and player lines,
 * a few corrections, two playoff games. About 660 events.
 */
async function season(f: LeagueFixture, index: number, venueId: string): Promise<void> {
  const leagueId = await f.league({
    leagueName: `Open ${index}`,
    session: index % 2 === 0 ? 'Fall' : 'Spring',
    year: 2000 + (index % 38),
  });
  const teams: { teamId: string; roster: string[] }[] = [];
  for (let t = 0; t < TEAMS; t++) {
    const teamId = await f.team(leagueId, `Team ${index}-${t}`);
    const roster: string[] = [];
    for (let p = 0; p < PLAYERS_PER_TEAM; p++) {
      const playerId = await f.player(`First${p}`, `Last${index}x${t}`);
      roster.push(await f.roster(teamId, playerId, p + 1));
    }
    teams.push({ teamId, roster });
  }
  let day = 0;
  for (let round = 0; round < 2; round++) {
    for (let h = 0; h < TEAMS; h++) {
      for (let v = h + 1; v < TEAMS; v++) {
        const [home, visitor] = round === 0 ? [teams[h]!, teams[v]!] : [teams[v]!, teams[h]!];
        day++;
        const date = `20${String(10 + (index % 20)).padStart(2, '0')}-${String(1 + ((day >> 5) % 12)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
        const gameId = await f.game({
          leagueId,
          date,
          time: '19:00',
          venueId,
          homeTeamId: home.teamId,
          visitorTeamId: visitor.teamId,
        });
        const homeGoals = (h * 7 + v * 3 + round) % 6;
        const visitorGoals = (h * 5 + v * 11 + round) % 5;
        const result = {
          home: homeGoals,
          visitor: visitorGoals,
          homeStats: home.roster
            .slice(0, 3)
            .map((r, k) => [r, k === 0 ? homeGoals : 0, 1] as [string, number, number]),
          visitorStats: visitor.roster
            .slice(0, 2)
            .map((r, k) => [r, k === 0 ? visitorGoals : 0, 1] as [string, number, number]),
        };
        await f.result(gameId, result);
        if (day % 20 === 0) await f.result(gameId, { ...result, home: homeGoals + 1, summary: 'Corrected' });
      }
    }
  }
  for (let k = 0; k < 2; k++) {
    const gameId = await f.game({
      leagueId,
      date: '2030-06-01',
      time: '18:00',
      venueId,
      homeTeamId: teams[k]!.teamId,
      visitorTeamId: teams[3 - k]!.teamId,
      playoff: true,
    });
    await f.result(gameId, { home: 3, visitor: 2 });
  }
}

async function count(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events');
  return rows[0]?.n ?? 0;
}

/**
 * A PGlite database (in memory) whose log holds at least `events` events of realistic league seasons,
 * generated through the event store once and kept as a tarball under BENCH_DATA_DIR. It runs with the
 * memory settings of `npm run rebuild` on a stopped site, whose rebuild the bench measures.
 */
export async function syntheticLog(
  events: number,
  onProgress?: (done: number) => void,
): Promise<SqlClient & { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } }> {
  const file = join(BENCH_DATA_DIR, `league-log-${events}.tar.gz`);
  if (existsSync(file)) {
    return createPgliteClient({
      loadDataDir: new Blob([await readFile(file)]),
      settings: PGLITE_BATCH_SETTINGS,
    });
  }
  const db = await createPgliteClient();
  await migrate(db);
  const store = createPostgresEventStore(db);
  const f = leagueFixture(store);
  const venueId = await f.venue('Main Rink');
  for (let index = 0; (await count(db)) < events; index++) {
    await season(f, index, venueId);
    onProgress?.(await count(db));
  }
  await store.close();
  await mkdir(BENCH_DATA_DIR, { recursive: true });
  const dump = await db.pglite.dumpDataDir('gzip');
  await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.partial`, file);
  return db;
}

/** The log generated through the event store (syntheticLog); a larger one repeats it (see replicate). */
const GENERATED_EVENTS = 100_000;

/**
 * A site's data dir (LEAGUE_DATA_DIR) whose PGlite database holds a synthetic log and nothing else, as
 * files on disk, where `npm run rebuild` on a stopped site finds them. Up to GENERATED_EVENTS, the log of
 * syntheticLog; a larger one repeats that log (replicate), which takes minutes where generating it would
 * take most of an hour. Made once and kept under BENCH_DATA_DIR: copy it before anything writes to it.
 */
export async function syntheticSiteDir(events: number, onProgress?: (done: number) => void): Promise<string> {
  const dir = join(BENCH_DATA_DIR, `league-site-${events}`);
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  if (events > GENERATED_EVENTS) {
    await cp(await syntheticSiteDir(GENERATED_EVENTS, onProgress), partial, { recursive: true });
    const db = await createPgliteClient({
      dataDir: join(partial, 'pglite'),
      settings: PGLITE_BATCH_SETTINGS,
    });
    try {
      await replicate(db, events, onProgress);
    } finally {
      await db.close();
    }
  } else {
    await (await syntheticLog(events, onProgress)).close();
    await mkdir(partial, { recursive: true });
    const db = await createPgliteClient({
      dataDir: join(partial, 'pglite'),
      loadDataDir: new Blob([await readFile(join(BENCH_DATA_DIR, `league-log-${events}.tar.gz`))]),
    });
    await db.close();
  }
  await rename(partial, dir);
  return dir;
}

/** The version digit of a copy's uuids: any but 4, the version of every uuid the log holds (random ones). */
const COPY_VERSIONS = '012356789abcdef';

/**
 * Appends copies of the log of `db` until it holds at least `events`: in each copy every uuid (in stream
 * ids, event ids, data and metadata) has its version digit replaced by one of the copy's own, so its
 * leagues, teams, players and games are new ones, and its league and venue names are marked with the
 * copy's number, so no name repeats. The copies follow the original in log order, one transaction each.
 */
async function replicate(db: SqlClient, events: number, onProgress?: (done: number) => void): Promise<void> {
  const { rows } = await db.query<{ last: number }>(
    'SELECT max(global_position)::int AS last FROM es.events',
  );
  const last = rows[0]!.last;
  const uuid = '\\m([0-9a-f]{8}-[0-9a-f]{4}-)[0-9a-f]([0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12})\\M';
  const mark = (text: string) =>
    `regexp_replace(regexp_replace(${text}, '${uuid}', '\\1' || $1::text || '\\2', 'g'),
       '"(Open \\d+|Main Rink)"', '"\\1 ' || $2::text || '"', 'g')`;
  for (let copy = 1; (await count(db)) < events; copy++) {
    const version = COPY_VERSIONS[copy - 1];
    if (!version) throw new Error(`At most ${COPY_VERSIONS.length} copies of a log`);
    await db.query(
      `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
       SELECT ${mark('event_id::text')}::uuid, ${mark('stream_id')}, stream_version, type,
              ${mark('data::text')}::jsonb, ${mark('metadata::text')}::jsonb, recorded_at
         FROM es.events WHERE global_position <= $3::bigint ORDER BY global_position`,
      [version, `/${copy}`, last],
    );
    onProgress?.(await count(db));
  }
}

/** The database of a data dir made by syntheticSiteDir, to read its log from. */
export function openSiteLog(siteDir: string): Promise<SqlClient> {
  return createPgliteClient({ dataDir: join(siteDir, 'pglite'), settings: PGLITE_BATCH_SETTINGS });
}

/** Copies the log of `from` into `to` (a freshly migrated database) in log order, in bulk. */
export async function copyLog(from: SqlClient, to: SqlClient): Promise<void> {
  const batch = 5_000;
  for (let after = 0; ;) {
    const { rows } = await from.query<{ global_position: number; body: string }>(
      `SELECT global_position, json_build_object('event_id', event_id, 'stream_id', stream_id,
              'stream_version', stream_version, 'type', type, 'data', data, 'metadata', metadata)::text AS body
         FROM es.events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return;
    await to.query(
      `INSERT INTO es.events (event_id, stream_id, stream_version, type, data, metadata)
       SELECT (e->>'event_id')::uuid, e->>'stream_id', (e->>'stream_version')::bigint, e->>'type', e->'data', e->'metadata'
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n`,
      [`[${rows.map((r) => r.body).join(',')}]`],
    );
    after = Number(rows.at(-1)!.global_position);
  }
}

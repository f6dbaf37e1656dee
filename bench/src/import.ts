import { performance } from 'node:perf_hooks';
import { readSheet } from '@league/command-api/import';
import { startCountedSite, type CountedSite } from '../../launch/costs/stack';
import { formatRecords } from './table';

const TEAMS = 200;
const PLAYERS_PER_TEAM = 25;
const GOAL_MS = 5_000;
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Sends a CSV file to the import route; a recorded import is waited for until every projection has it. */
async function importCsv(site: CountedSite, kind: string, text: string, apply = false) {
  const response = await site.app.inject({
    method: 'POST',
    url: `/api/admin/import/${kind}${apply ? '?apply=1' : ''}`,
    headers: { ...site.admin, 'content-type': 'text/csv' },
    payload: text,
  });
  if (response.statusCode !== 200) throw new Error(`import ${kind}: ${response.statusCode} ${response.body}`);
  const answer = response.json<{ errors: number; position?: string | null }>();
  if (answer.position) await site.feed.waitFor(answer.position, { timeoutMs: 30_000 });
  return answer;
}

/**
 * The preview of a 5,000-row rosters file (200 teams of 25 new players) on the embedded site, against
 * its goal of 5 s (docs/api.md, "Spreadsheet import"), beside the floor of reading the file alone
 * (csv-parse): what the checks against the recorded leagues, teams, players and rosters add.
 */
export async function benchImport(): Promise<void> {
  console.log(
    `\nSpreadsheet import: preview of ${(TEAMS * PLAYERS_PER_TEAM).toLocaleString('en-US')} roster rows …`,
  );
  const site = await startCountedSite();
  try {
    await site.command('POST', '/api/admin/createLeague', {
      leagueName: 'Bench',
      session: 'Fall',
      year: 2026,
    });
    const teams = Array.from({ length: TEAMS }, (_, t) => `Team ${t + 1}`);
    await importCsv(
      site,
      'teams',
      ['League,Session,Year,Team', ...teams.map((team) => `Bench,Fall,2026,${team}`)].join('\n'),
      true,
    );
    const rosters = [
      'League,Session,Year,Team,First Name,Last Name,Number',
      ...teams.flatMap((team, t) =>
        Array.from(
          { length: PLAYERS_PER_TEAM },
          (_, n) => `Bench,Fall,2026,${team},Player${n},Of Team ${t + 1},${n + 1}`,
        ),
      ),
    ].join('\r\n');
    await importCsv(site, 'rosters', rosters); // warm
    const preview: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      const { errors } = await importCsv(site, 'rosters', rosters);
      if (errors !== 0) throw new Error(`the bench's rosters file has ${errors} errors`);
      preview.push(performance.now() - started);
      started = performance.now();
      readSheet('rosters', rosters);
      floor.push(performance.now() - started);
    }
    console.log(
      formatRecords([
        {
          rows: (TEAMS * PLAYERS_PER_TEAM).toLocaleString('en-US'),
          KB: (Buffer.byteLength(rosters) / 1024).toFixed(0),
          'preview ms': median(preview).toFixed(0),
          'goal ms': `≤ ${GOAL_MS}`,
          'floor ms (reading the file)': median(floor).toFixed(0),
          'preview/floor': (median(preview) / median(floor)).toFixed(1),
        },
      ]),
    );
  } finally {
    await site.close();
  }
}

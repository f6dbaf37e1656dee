import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from './load';
import { formatRecords } from './table';

/**
 * `npm run bench -- --lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * connection, simulated) of the pages a visitor of the demo meets first, on the site as `npm start` runs
 * it, in Debian's Chromium. Each page is audited RUNS times and the median run (by performance score)
 * is printed, with the JavaScript and CSS it downloaded as sent, beside the goals and beside a floor
 * measured in the same run: a page of plain HTML served by a bare node server, the best any page can
 * score on this machine.
 */

const RUNS = 3;
const GOALS = { score: 98, fcpMs: 1_000, lcpMs: 1_500, cls: 0.02, jsBytes: 80 * 1024, jsFiles: 6 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}
interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  unusedCssBytes: number;
}

function figuresOf(
  page: string,
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, Audit> },
): PageFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  const of = (type: string) => requests.filter((r) => r.resourceType === type);
  const bytes = (list: Array<{ transferSize?: number }>) =>
    list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const unusedCss = (lhr.audits['unused-css-rules']?.details?.items ?? []) as Array<{ wastedBytes?: number }>;
  return {
    page,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsBytes: bytes(of('Script')),
    jsFiles: of('Script').length,
    cssBytes: bytes(of('Stylesheet')),
    unusedCssBytes: unusedCss.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
  };
}

async function audit(port: number, page: string, url: string): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    runs.push(figuresOf(page, result.lhr as unknown as Parameters<typeof figuresOf>[1]));
  }
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)]!;
}

/** The demo's pages: home, a current league's standings, schedule and bracket, a team, a played game. */
async function demoPages(site: string): Promise<Array<[string, string]>> {
  const home = (await (await fetch(`${site}/api/home`)).json()) as {
    leagues: Array<{ leagueId: string; latestResults: Array<{ _id: string }> }>;
  };
  const league = home.leagues.find((l) => l.latestResults.length > 0);
  if (!league) throw new Error('the demo has no current league with a played game');
  const standings = (await (
    await fetch(`${site}/api/league/leagues/${league.leagueId}/standings`)
  ).json()) as {
    listOfTeams: Array<{ teamId: string }>;
  };
  return [
    ['home', '/'],
    ['standings', `/league/leagues/${league.leagueId}/standings`],
    ['schedule', `/league/schedule/${league.leagueId}`],
    ['team page', `/team/${standings.listOfTeams[0]!.teamId}`],
    ['game summary', `/gameSummary/${league.latestResults[0]!._id}`],
    ['bracket', `/league/${league.leagueId}/bracket`],
  ].map(([page, path]) => [page!, site + path]);
}

/** A page of plain HTML of a few hundred bytes, no script, no stylesheet: the floor. */
async function startFloorServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Standings</title></head><body><h1>Standings</h1><table><tr><th>Team</th><th>PTS</th></tr>' +
    '<tr><td>Cohoes Crushers</td><td>10</td></tr></table></body></html>';
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((r) => server.close(r)) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchLighthouse(): Promise<void> {
  console.log(`\nLighthouse, mobile, on the demo as npm start serves it (median of ${RUNS} runs per page) …`);
  const dataDir = await mkdtemp(join(tmpdir(), 'league-bench-lighthouse-'));
  const server = await startServerProcess(dataDir, { LEAGUE_DEMO: '1' });
  const floor = await startFloorServer();
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const rows: PageFigures[] = [];
    for (const [page, url] of await demoPages(server.url)) rows.push(await audit(chrome.port, page, url));
    const floorFigures = await audit(chrome.port, 'floor: plain HTML', floor.url);
    console.log(
      formatRecords(
        [...rows, floorFigures].map((f) => ({
          page: f.page,
          performance: String(f.score),
          FCP: `${(f.fcpMs / 1000).toFixed(2)} s`,
          LCP: `${(f.lcpMs / 1000).toFixed(2)} s`,
          CLS: f.cls.toFixed(3),
          TBT: `${Math.round(f.tbtMs)} ms`,
          'JS as sent': `${kb(f.jsBytes)} in ${f.jsFiles}`,
          'CSS as sent': kb(f.cssBytes),
          'CSS unused': f.cssBytes > 0 ? `${Math.round((100 * f.unusedCssBytes) / f.cssBytes)} %` : '-',
        })),
      ),
    );
    const misses = rows.flatMap((f) => {
      const missed: string[] = [];
      if (f.score < GOALS.score) missed.push(`performance ${f.score}`);
      if (f.fcpMs > GOALS.fcpMs) missed.push(`FCP ${(f.fcpMs / 1000).toFixed(2)} s`);
      if (f.lcpMs > GOALS.lcpMs) missed.push(`LCP ${(f.lcpMs / 1000).toFixed(2)} s`);
      if (f.cls > GOALS.cls) missed.push(`CLS ${f.cls.toFixed(3)}`);
      if (f.jsBytes > GOALS.jsBytes || f.jsFiles > GOALS.jsFiles)
        missed.push(`JS ${kb(f.jsBytes)} in ${f.jsFiles}`);
      return missed.length ? [`${f.page}: ${missed.join(', ')}`] : [];
    });
    console.log(
      `Goals: performance ≥ ${GOALS.score}, FCP ≤ ${GOALS.fcpMs / 1000} s, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}, ` +
        `JS ≤ ${kb(GOALS.jsBytes)} in ≤ ${GOALS.jsFiles} files, only the CSS a page uses.\n` +
        (misses.length ? `  Missed: ${misses.join('; ')}.` : '  All met.'),
    );
  } finally {
    await chrome.kill();
    await floor.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

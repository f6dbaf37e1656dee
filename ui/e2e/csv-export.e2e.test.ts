import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './app-test';
import { leagueApi, openAfterWrites, pageOverflowsSideways, PHONE, seedSeason } from './league-play-support';
import { adminSessionFor, skipWithoutChromium, uniqueSuffix } from './support';
import { createTournament, daysFromToday, noteSeeded, openSeeded } from './tournament-support';

skipWithoutChromium();

const BOM = '\uFEFF';

/** Clicks the page's "Download CSV" and reads the file the browser saved: its name and its text. */
async function downloadFrom(page: Page, name: 'link' | 'button') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole(name, { name: 'Download CSV' }).click(),
  ]);
  return saved(download);
}

async function saved(download: Download) {
  const path = await download.path();
  const bytes = await readFile(path);
  const text = bytes.toString('utf8');
  expect(text.startsWith(BOM), 'the file starts with a byte order mark').toBe(true);
  return { fileName: download.suggestedFilename(), lines: text.slice(BOM.length).split('\r\n') };
}

test.describe('CSV downloads', () => {
  test('a visitor downloads the standings of a league as a spreadsheet', async ({ page, request }) => {
    const api = await leagueApi(request);
    const season = await seedSeason(api);
    await openAfterWrites(page, `/league/leagues/${season.league.id}/standings`, api);
    await expect(page.getByTestId('standings-row').first()).toBeVisible();

    const file = await downloadFrom(page, 'link');
    expect(file.fileName).toBe(`${season.league.leagueName} Fall 2025 standings.csv`);
    expect(file.lines[0]).toBe('Rank,Team,Division,PTS,GP,W,L,T,OTL,SOL,Win %,L10,STRK,GF,GA,DIFF,RW');
    const teams = file.lines.slice(1).filter(Boolean);
    expect(teams).toHaveLength(Object.keys(season.teams).length);
    for (const team of Object.values(season.teams))
      expect(teams.some((line) => line.split(',')[1] === team.name)).toBe(true);
    // a table per division, as the page shows them, each ranked from 1
    expect(teams.map((line) => `${line.split(',')[0]} ${line.split(',')[2]}`)).toEqual([
      '1 North',
      '2 North',
      '1 South',
      '2 South',
    ]);

    // small and out of the way on a phone
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
  });

  test('an admin downloads the registrants of a tournament with their token', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    const name = `Été Cup ${uniqueSuffix()}`;
    const tournamentId = await createTournament(request, admin, name, daysFromToday(30));
    const registered = await request.post(`/api/registration/${tournamentId}/registrants`, {
      data: {
        firstName: 'Zoë',
        middleInitial: '',
        lastName: 'Quill',
        phoneNumber: '+1 555 123 4567',
        address: '9 Boards Street, Apt 2',
        city: 'Springfield',
        email: 'zoe.quill@league.test',
        email2: '',
        dateOfBirth: '2009-04-02',
        parentName: '',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    noteSeeded(((await registered.json()) as { position?: unknown }).position);
    // the download is the admins' only: without the token it is refused
    const refused = await request.get(`/api/registration/${encodeURIComponent(name)}.csv`);
    expect(refused.status()).toBe(401);

    await openSeeded(page, `/admin/${encodeURIComponent(name)}`, { admin });
    await expect(page.getByTestId('registrant-row')).toHaveCount(1);
    const file = await downloadFrom(page, 'button');
    expect(file.fileName).toBe(`${name} registrants.csv`);
    expect(file.lines[0]).toBe(
      'Last Name,First Name,Middle Initial,Date of Birth,Phone,E-Mail,Second E-Mail,Address,City,Parent or Guardian,Registered At',
    );
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    expect(file.lines[1]).toMatch(
      /^Quill,Zoë,,2009-04-02,'\+1 555 123 4567,zoe\.quill@league\.test,,"9 Boards Street, Apt 2",Springfield,,\S+$/,
    );
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

/**
 * Calendar feeds that follow changes, through the real site: a moved game keeps its UID with a higher
 * SEQUENCE, a removed one stays as cancelled; beside each feed the schedule pages offer Google Calendar,
 * Outlook and a "Copy link" button (clipboard, the copy command, or the address to copy by hand), on
 * desktop and on a phone.
 */

interface Seeded {
  api: LeagueApi;
  leagueId: string;
  leagueName: string;
  venueName: string;
  venueId: string;
  moved: string;
  removed: string;
}
let seeded: Seeded | null = null;

/**
 * An edit the support has no helper for, at the version the game was read at (If-Match), remembered so
 * the next page reads it.
 */
async function change(
  api: LeagueApi,
  method: 'patch' | 'delete',
  path: string,
  ifMatch: number,
  data?: unknown,
) {
  const headers = { ...api.headers, 'If-Match': String(ifMatch) };
  const response = await api.request[method](path, { headers, ...(data ? { data } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
  const { position } = (await response.json()) as { position: string };
  api.lastPosition = position;
}

/** A league with two games: one moved twice, one removed. */
async function season(request: APIRequestContext): Promise<Seeded> {
  if (!seeded) {
    const api = await leagueApi(request);
    const venueName = uniqueName('Rink');
    const venueId = await createVenue(api, venueName, '12 Faceoff Lane, Springfield');
    const leagueName = uniqueName('Metro');
    const leagueId = await createLeague(api, { leagueName, session: 'Fall', year: 2026 });
    const hawks = await createTeam(api, { leagueId, teamName: 'Hawks' });
    const owls = await createTeam(api, { leagueId, teamName: 'Owls' });
    const game = { leagueId, venueId, homeTeamId: hawks, visitorTeamId: owls };
    const moved = await createGame(api, { ...game, date: '2026-09-05', time: '19:30' });
    const removed = await createGame(api, { ...game, date: '2026-09-12', time: '19:30' });
    // each game as scheduled is at version 0, and one more with each move
    await change(api, 'patch', `/api/admin/${moved}/updateGame`, 0, { date: '2026-09-06' });
    await change(api, 'patch', `/api/admin/${moved}/updateGame`, 1, { time: '20:15' });
    await change(api, 'delete', `/api/admin/${removed}/removeEvent`, 0);
    seeded = { api, leagueId, leagueName, venueName, venueId, moved, removed };
  }
  seeded.api.request = request;
  return seeded;
}

/** The VEVENT of `uid` in an iCalendar text, its folded lines joined. */
function vevent(ics: string, id: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const event = unfolded.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${id}@`));
  return event?.split('END:VEVENT')[0] ?? '';
}

const links = (page: Page) => page.getByRole('group', { name: 'League calendar' });

/** axe's WCAG 2.1 A and AA violations inside the subscribe links, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="subscribe-links"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${v.help} at ${node.target.join(' ')}`),
  );
}

test.describe('calendar feeds and subscribe links', () => {
  test('the league feed: a game moved twice has SEQUENCE 2, a removed one is CANCELLED; the public schedule hides it', async ({
    page,
    request,
  }) => {
    const s = await season(request);
    await openAfterWrites(page, `/league/schedule/${s.leagueId}`, s.api);
    await expect(page.getByRole('row').filter({ hasText: 'Owls' })).toHaveCount(1);

    const href = await links(page).getByRole('link', { name: 'Download .ics' }).getAttribute('href');
    const feed = await request.get(href ?? '', { headers: { 'X-Min-Position': s.api.lastPosition ?? '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-disposition']).toMatch(
      /^inline; filename="metro-[a-z0-9]+-fall-2026\.ics"$/,
    );
    const ics = await feed.text();
    expect(ics).toContain(`X-WR-CALNAME:${s.leagueName} Fall 2026\r\n`);
    const moved = vevent(ics, s.moved);
    expect(moved).toContain('SEQUENCE:2\r\n');
    expect(moved).toContain('STATUS:CONFIRMED\r\n');
    expect(moved).toContain('DTSTART;TZID=America/New_York:20260906T201500\r\n');
    expect(moved).toContain(`LOCATION:${s.venueName}\\, 12 Faceoff Lane\\, Springfield\r\n`);
    expect(moved).toContain(`URL:${new URL(href ?? '').origin}/gameSummary/${s.moved}\r\n`);
    const removed = vevent(ics, s.removed);
    expect(removed).toContain('STATUS:CANCELLED\r\n');
    expect(removed).toContain('SEQUENCE:1\r\n');
    expect(removed).toContain('SUMMARY:Cancelled: Owls @ Hawks\r\n');
  });

  test('Google Calendar, Outlook and Copy link beside the feed (desktop)', async ({
    page,
    request,
    context,
  }) => {
    const s = await season(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAfterWrites(page, `/league/schedule/${s.leagueId}`, s.api);
    const group = links(page);
    const origin = new URL(page.url()).origin;
    const host = new URL(page.url()).host;
    const https = `${origin}/api/league/schedule/${s.leagueId}.ics`;
    const webcal = `webcal://${host}/api/league/schedule/${s.leagueId}.ics`;

    await expect(group.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      webcal,
    );
    const google = group.getByRole('link', { name: 'Add to Google Calendar' });
    await expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(google).toHaveAttribute('target', '_blank');
    const outlook = new URL(
      (await group.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')) ?? '',
    );
    expect(`${outlook.origin}${outlook.pathname}`).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(outlook.searchParams.get('url')).toBe(https);
    expect(outlook.searchParams.get('name')).toBe(`${s.leagueName} Fall 2026`);

    const copy = group.getByRole('button', { name: 'Copy link' });
    const status = group.getByRole('status');
    await expect(status).toHaveText('');
    await copy.click();
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https);
    await screenshot(page, 'calendars-links-desktop');
    expect(await axeProblems(page)).toEqual([]);
    // the confirmation goes after a few seconds
    await expect(status).toHaveText('', { timeout: 8_000 });
  });

  test('without the clipboard API the copy command copies; without both the address is shown to copy by hand', async ({
    page,
    request,
  }) => {
    const s = await season(request);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      document.execCommand = (command: string) => {
        if (command !== 'copy' || sessionStorage.getItem('copyFails') === '1') return false;
        copied.push(document.querySelector<HTMLTextAreaElement>('textarea[readonly]')?.value ?? '');
        return true;
      };
    });
    await openAfterWrites(page, `/league/schedule/${s.leagueId}`, s.api);
    const group = links(page);
    const https = `${new URL(page.url()).origin}/api/league/schedule/${s.leagueId}.ics`;
    await group.getByRole('button', { name: 'Copy link' }).click();
    await expect(group.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([https]);

    await page.evaluate(() => sessionStorage.setItem('copyFails', '1'));
    await page.reload();
    await page.getByTestId('subscribe-links').getByRole('button', { name: 'Copy link' }).click();
    const address = page.getByRole('textbox', { name: 'Copy this address:' });
    await expect(address).toHaveValue(https);
    await expect(address).toBeFocused();
    expect(
      await address.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    ).toBe(https.length);
    await expect(page.getByTestId('subscribe-links').getByRole('status')).toHaveText('');
    await screenshot(page, 'calendars-copy-by-hand-desktop');
    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect(address).toBeInViewport();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'calendars-copy-by-hand-phone');
  });

  test('Outlook names each calendar as its feed does: league, venue, team pages', async ({
    page,
    request,
  }) => {
    const s = await season(request);
    const pages = [
      [`/league/schedule/${s.leagueId}`, 'League calendar'],
      [`/league/${s.venueId}/schedule`, 'Venue calendar'],
      [`/league/schedule/${encodeURIComponent(s.leagueName)}/Fall/2026/Hawks`, 'Team calendar'],
    ] as const;
    const names: string[] = [];
    for (const [path, label] of pages) {
      await openAfterWrites(page, path, s.api);
      const group = page.getByRole('group', { name: label });
      const outlook = new URL(
        (await group.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')) ?? '',
      );
      const feed = await request.get(outlook.searchParams.get('url') ?? '');
      expect(feed.status(), path).toBe(200);
      const calname = /^X-WR-CALNAME:(.*)\r$/m.exec((await feed.text()).replace(/\r\n[ \t]/g, ''))?.[1];
      const name = outlook.searchParams.get('name') ?? '';
      expect(calname?.replace(/\\([,;\\])/g, '$1'), path).toBe(name);
      names.push(name);
    }
    expect(names).toEqual([`${s.leagueName} Fall 2026`, s.venueName, `Hawks (${s.leagueName} Fall 2026)`]);
  });

  test('on a phone (390×844) every link and the button fit, the page does not scroll sideways', async ({
    page,
    request,
    context,
  }) => {
    const s = await season(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(PHONE);
    await openAfterWrites(page, `/league/schedule/${s.leagueId}`, s.api);
    const group = links(page);
    for (const name of [
      'Subscribe in your calendar',
      'Download .ics',
      'Add to Google Calendar',
      'Add to Outlook',
    ])
      await expect(group.getByRole('link', { name })).toBeInViewport();
    const copy = group.getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeInViewport();
    // big enough to tap: each at least 24px high
    for (const target of await group.locator('a, button').all())
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    await copy.click();
    await expect(group.getByRole('status')).toHaveText('Copied');
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'calendars-links-phone');
    expect(await axeProblems(page)).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from './app-test';
import { everyPage, type EveryPage } from './every-page-support';
import { screenshot, skipWithoutChromium } from './support';
import { openSeeded } from './tournament-support';

skipWithoutChromium();

/**
 * The admin lists and the public schedules on a phone (390 px): each row shows its key fields and its
 * buttons inside the screen, with nothing to scroll sideways: the page does not, and no field sits in a
 * box that would have to be scrolled to reach it.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Where an element lies across the screen (without scrolling anything sideways to reach it). */
const across = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { left: box.left, right: box.right, width: box.width, screen: window.innerWidth };
  });

async function expectAcrossScreen(element: Locator, what: string) {
  await expect.soft(element, what).toBeVisible({ timeout: 2_000 });
  if (!(await element.isVisible())) return;
  const { left, right, width, screen } = await across(element);
  expect.soft(width, `${what} has a width`).toBeGreaterThan(0);
  expect.soft(left, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect.soft(right, `${what} ends inside the screen (${screen} px)`).toBeLessThanOrEqual(screen);
}

interface ListCheck {
  /** the list's address */
  path: (pages: EveryPage) => string;
  /** its row, found by a text in it */
  row: (page: Page, pages: EveryPage) => Locator;
  /** texts each shown in the row */
  fields: (pages: EveryPage) => string[];
  /** the row's buttons (or links drawn as buttons) by name */
  actions: string[];
}

/** The page does not scroll sideways, and the row's fields, every cell and its buttons are on the screen. */
async function expectRowOnScreen(page: Page, pages: EveryPage, name: string, list: ListCheck) {
  await openSeeded(page, list.path(pages), pages.sessions);
  const shown = list.row(page, pages).first();
  await expect.soft(shown, `${name}: the row`).toBeVisible({ timeout: 15_000 });
  if (!(await shown.isVisible())) return;
  await shown.scrollIntoViewIfNeeded();
  for (const text of list.fields(pages)) {
    await expectAcrossScreen(shown.getByText(text, { exact: false }).first(), `${name}: "${text}"`);
  }
  for (const action of list.actions) {
    const button = shown.getByRole('button', { name: action, exact: true });
    const link = shown.getByRole('link', { name: action, exact: true });
    await expectAcrossScreen((await button.count()) > 0 ? button : link, `${name}: ${action}`);
  }
  // no cell of the row waits past the screen's edge
  for (const cell of await shown.locator('td:visible, th:visible').all()) {
    const text = ((await cell.textContent()) ?? '').trim().slice(0, 30);
    await expectAcrossScreen(cell, `${name}: the cell "${text}"`);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${name}: the page is no wider than the screen`).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `admin-phone-${name}`);
}

const enc = encodeURIComponent;
const g1Row = (page: Page, pages: EveryPage) =>
  page
    .getByTestId('schedule-row')
    .filter({ hasText: pages.season.teams.bears.name })
    .filter({ hasText: pages.season.teams.sharks.name })
    .filter({ hasText: 'Sept. 5' });
const g1Fields = (pages: EveryPage) => [
  'Sept. 5',
  '7:30',
  pages.season.teams.sharks.name,
  pages.season.teams.bears.name,
  '1 - 3',
];
const teamPath = (pages: EveryPage) => `/admin/${enc(pages.season.teams.bears.name)}/2025`;

const LISTS: Record<string, ListCheck> = {
  'master-schedule': {
    path: () => '/admin/masterSchedule',
    row: g1Row,
    fields: (pages) => [...g1Fields(pages), pages.season.league.leagueName, pages.season.venue.name],
    actions: ['Results', 'DELETE'],
  },
  'league-schedule': {
    path: (pages) => `/schedule/admin/${pages.season.league.id}`,
    row: g1Row,
    fields: (pages) => [...g1Fields(pages), pages.season.venue.name],
    actions: ['Results', 'DELETE'],
  },
  'venue-schedule': {
    path: (pages) => `/admin/${pages.season.venue.id}/schedule`,
    row: g1Row,
    fields: (pages) => ['Sept. 5', '7:30', pages.season.teams.sharks.name, '1 - 3'],
    actions: ['Results', 'DELETE'],
  },
  teams: {
    path: (pages) => `/admin/${enc(pages.season.league.leagueName)}/North/Fall/2025/teams`,
    row: (page, pages) => page.getByTestId('team-row').filter({ hasText: pages.season.teams.bears.name }),
    fields: (pages) => [pages.season.teams.bears.name],
    actions: ['PLAYERS', 'ROSTER', 'EDIT', 'ARCHIVE', 'DELETE'],
  },
  players: {
    path: (pages) => `${teamPath(pages)}/players`,
    row: (page) => page.getByTestId('player-row').filter({ hasText: 'Stone' }),
    fields: () => ['Alex J. Stone', '9'],
    actions: ['Edit', 'Name', 'Add Photo', 'Remove Player'],
  },
  roster: {
    path: (pages) => `${teamPath(pages)}/roster`,
    row: (page) => page.getByTestId('roster-row').filter({ hasText: 'Stone' }),
    fields: () => ['Stone'],
    actions: [],
  },
  'archived-teams': {
    path: () => '/admin/teams/archive',
    row: (page, pages) =>
      page.getByTestId('archived-team-row').filter({ hasText: pages.season.oldTeams.bears.name }),
    fields: (pages) => [pages.season.oldTeams.bears.name],
    actions: [],
  },
  news: {
    path: () => '/admin/news',
    row: (page, pages) => page.getByTestId('news-row').filter({ hasText: pages.news.heading }),
    fields: (pages) => [pages.news.heading, 'Schedules are out', 'Every team plays six games'],
    actions: ['EDIT', 'DELETE'],
  },
  'news-long-address': {
    path: () => '/admin/news',
    row: (page, pages) => page.getByTestId('news-row').filter({ hasText: pages.longNews.heading }),
    fields: (pages) => [pages.longNews.heading, 'Every photo of the season'],
    actions: ['EDIT', 'DELETE'],
  },
  videos: {
    path: () => '/admin/videos',
    row: (page, pages) => page.getByTestId('video-row').filter({ hasText: pages.video.title }),
    fields: (pages) => [pages.video.title, 'https://example.com/highlights', 'The best goals of the fall'],
    actions: ['EDIT', 'DELETE'],
  },
  suspensions: {
    path: () => '/admin/suspended',
    row: (page, pages) => page.getByTestId('suspension-row').filter({ hasText: pages.suspension.playerName }),
    fields: (pages) => [pages.suspension.playerName, pages.season.teams.sharks.name, 'Fighting'],
    actions: [],
  },
  registrants: {
    path: (pages) => `/admin/${enc(pages.tournamentName)}`,
    row: (page, pages) => page.getByTestId('registrant-row').filter({ hasText: pages.registrant.lastName }),
    fields: (pages) => [`Kim ${pages.registrant.lastName}`, '(518) 555-0101', 'kim@example.com', 'Dana Lo'],
    actions: ['EDIT', 'DELETE', 'ERASE DATA'],
  },
  venues: {
    path: () => '/admin/venues',
    row: (page, pages) => page.getByTestId('venue-row').filter({ hasText: pages.season.venue.name }),
    fields: (pages) => [pages.season.venue.name, '12 Faceoff Lane'],
    actions: ['EDIT', 'DELETE'],
  },
  organizations: {
    path: () => '/admin/orgs',
    row: (page, pages) => page.getByTestId('org-row').filter({ hasText: pages.orgName }),
    fields: (pages) => [pages.orgName],
    actions: ['EDIT', 'DELETE'],
  },
  tournaments: {
    path: () => '/admin/tournaments',
    row: (page, pages) => page.getByTestId('tournament-row').filter({ hasText: pages.tournamentName }),
    fields: (pages) => [pages.tournamentName],
    actions: [],
  },
  'registered-teams': {
    path: () => '/admin/registration',
    row: (page, pages) => page.getByTestId('registered-team-row').filter({ hasText: pages.registeredTeam }),
    fields: (pages) => [pages.registeredTeam, pages.orgName],
    actions: ['View Roster'],
  },
  staff: {
    path: () => '/admin/staff',
    row: (page) => page.getByTestId('staff-row').first(),
    fields: () => ['admin@league.test'],
    actions: [],
  },
};

test.describe('admin lists on a phone (390 px): fields and buttons on the screen, no sideways scrolling', () => {
  test(Object.keys(LISTS).join(', '), async ({ page, request }) => {
    test.setTimeout(240_000);
    const pages = await everyPage(request);
    for (const [name, list] of Object.entries(LISTS)) await expectRowOnScreen(page, pages, name, list);
  });
});

test.describe('public schedules on a phone (390 px): date, time, teams, score and venue on the screen', () => {
  const schedules: Record<string, (pages: EveryPage) => string> = {
    league: (pages) => `/league/schedule/${pages.season.league.id}`,
    venue: (pages) => `/league/${pages.season.venue.id}/schedule`,
    team: (pages) =>
      `/league/schedule/${enc(pages.season.league.leagueName)}/Fall/2025/${enc(pages.season.teams.bears.name)}`,
    'team-page': (pages) => `/team/${pages.season.teams.bears.id}`,
  };
  test(Object.keys(schedules).join(', '), async ({ page, request }) => {
    const pages = await everyPage(request);
    for (const [name, path] of Object.entries(schedules)) {
      const { teams, venue, league } = pages.season;
      const score = name.startsWith('team') ? 'W 3 - 1' : '1 - 3';
      await expectRowOnScreen(page, pages, `public-${name}-schedule`, {
        path,
        row: (shown) =>
          shown
            .getByTestId('schedule-row')
            .filter({ hasText: teams.sharks.name })
            .filter({ hasText: teams.bears.name })
            .filter({ hasText: 'Sept. 5' }),
        fields: () => [
          'Sept. 5',
          '7:30',
          teams.sharks.name,
          teams.bears.name,
          score,
          name === 'venue' ? league.leagueName : venue.name,
        ],
        actions: [],
      });
    }
  });
});

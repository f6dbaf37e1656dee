import AxeBuilder from '@axe-core/playwright';
import { matchSiteRoute, SITE_ROUTES } from '@league/contracts/site-pages';
import { appReady, openInApp } from './in-app-support';
import { expect, test, type APIRequestContext, type Browser, type Page } from './app-test';
import { createEvent, leagueApi, recordResult, seedSeason } from './league-play-support';
import {
  adminSessionFor,
  screenshot,
  sharedCoach,
  skipWithoutChromium,
  uniqueSuffix,
  type CoachAccount,
} from './support';
import {
  bearer,
  createOrg,
  createTournament,
  daysFromToday,
  noteSeeded,
  openSeeded,
  registerTeam,
} from './tournament-support';

skipWithoutChromium();

// a trace of ~170 axe runs would cost more than the runs themselves
test.use({ trace: 'off' });

/**
 * WCAG 2.1 AA on every page of the site, checked with axe in Chromium at desktop and phone sizes, with
 * the phone menu and dialogs open; and the shell's keyboard and screen reader behaviour: one h1 and no
 * skipped heading levels per page, the skip link, focus on the new page's h1 after a client-side
 * navigation, the menu button's state, named close buttons.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Pages {
  /** visited as a visitor (no session) */
  visitor: string[];
  /** visited with a coach and an admin session */
  signedIn: string[];
  /** what the pages need to be opened with */
  sessions: { admin: { token: string; expiresAt: number }; coach: CoachAccount };
  venueName: string;
  registeredTeam: string;
}

const enc = encodeURIComponent;

/** One league season of every kind of result, a registered team, a tournament with a registrant, content. */
async function seed(request: APIRequestContext): Promise<Pages> {
  const api = await leagueApi(request);
  const admin = await adminSessionFor(request);
  const coach = await sharedCoach(request);
  const s = await seedSeason(api);
  const { bears } = s.teams;
  const { stone } = s.players;
  const eventId = await createEvent(api, {
    eventName: `Awards Night ${s.suffix}`,
    date: '2025-10-20',
    time: '19:00',
    venueId: s.venue.id,
  });
  // a second recording keeps g1's summary; the results page reads it
  await recordResult(api, s.games.g2, {
    status: 'Overtime',
    home: { periods: [1, 0, 1, 1] },
    visitor: { periods: [1, 1, 0, 0] },
    summary: 'Grant won it in overtime.',
  });
  noteSeeded(api.lastPosition);

  const post = async <T>(path: string, data: unknown, session: { token: string } | null = admin) => {
    const response = await request.post(path, { headers: session ? bearer(session) : {}, data });
    const text = await response.text();
    expect(response.status(), `${path}: ${text}`).toBe(201);
    const body = JSON.parse(text) as T & { position?: string };
    noteSeeded(body.position);
    return body;
  };
  const { orgId, orgName } = await createOrg(request, admin, `Axe Org ${uniqueSuffix()}`);
  const registeredTeam = `Herons ${uniqueSuffix()}`;
  await registerTeam(request, coach, {
    org: orgName,
    team: registeredTeam,
    year: 2030,
    players: [
      { name: 'Gil Goalie', number: 1, BY: 1990, goalie: true },
      { name: 'Tia Taxi', number: 2, BY: 1991, taxi: true },
      { name: 'Ian Inactive', number: 3, BY: 1992, active: false },
    ],
  });
  const tournamentName = `Summer Cup ${uniqueSuffix()}`;
  const tournamentId = await createTournament(request, admin, tournamentName, daysFromToday(30));
  const { registrantId } = await post<{ registrantId: string }>(
    `/api/registration/${tournamentId}/registrants`,
    {
      firstName: 'Kim',
      lastName: 'Lo',
      phoneNumber: '(518) 555-0101',
      address: '1 Elm St',
      city: 'Albany',
      email: 'kim@example.com',
      dateOfBirth: '2011-04-01',
      parentName: 'Dana Lo',
    },
    null,
  );
  const { videoId } = await post<{ videoId: string }>('/api/admin/createVideo', {
    videoTitle: 'Season highlights',
    videoURL: 'https://example.com/highlights',
    videoCaption: 'The best goals of the fall',
  });
  const { newsId } = await post<{ newsId: string }>('/api/admin/createNews', {
    newsHeading: 'Fall season starts',
    newsSubheading: 'Schedules are out',
    newsDate: '2025-09-01',
    newsContent: 'Every team plays six games before the playoffs.',
  });
  const { suspensionId } = await post<{ suspensionId: string }>('/api/admin/createSuspension', {
    playerName: 'Sam Reed',
    team: s.teams.sharks.name,
    date1: '2025-09-06',
    reason: 'Fighting',
    numberOfGames: 2,
  });

  const league = `${enc(s.league.leagueName)}/Fall/2025`;
  const team = `/admin/${enc(bears.name)}/2025`;
  const registered = `${enc(registeredTeam)}/2030`;
  return {
    visitor: [
      '/',
      '/admin/login',
      '/statsandstandings',
      '/history',
      `/history/${s.oldTeams.bears.id}`,
      `/${stone.playerId}/history`,
      `/gameSummary/${s.games.g1}`,
      `/gameSummary/${s.games.g6}`,
      `/gameSummary/${s.games.g7}`,
      '/conduct',
      '/rosters',
      '/info',
      '/info/by-laws',
      `/league/${s.league.id}`,
      '/league/previousLeagues',
      `/league/${s.league.id}/scoringLeaders`,
      `/league/leagues/${s.league.id}/standings`,
      `/league/${s.league.id}/bracket`,
      `/league/schedule/${s.league.id}`,
      `/league/${s.venue.id}/schedule`,
      `/league/schedule/${league}/${enc(bears.name)}`,
      `/team/${bears.id}`,
      '/register',
      '/tournaments',
      `/tournament/${tournamentId}/register`,
      // the pages of mailed links: a form for a token, what a refused link says
      '/forgot-password',
      '/reset-password?token=a.b',
      '/confirm-email?token=a.b',
      '/staff/accept?token=a.b',
      '/staff/accept',
      '/no/such/page',
    ],
    signedIn: [
      `/teamRegistration/${coach.coachId}`,
      `/admin/updateRegisteredTeam/${coach.coachId}/${registered}`,
      `/admin/registerAnotherTeam/${coach.coachId}`,
      '/admin/leagues/current',
      '/admin/getAllCOCCoaches',
      '/admin/registration',
      '/admin/archived',
      '/admin/orgs',
      '/admin/suspended',
      '/admin/team/current',
      `${team}/roster`,
      `${team}/newPlayer`,
      `${team}/players`,
      `${team}/${stone.rosterPlayerId}/changeNumber`,
      `/admin/${stone.playerId}/playerPhoto`,
      `${team}/addPlayers`,
      `/admin/updateTeam/${bears.id}`,
      '/admin/team/new',
      '/admin/newPlayer',
      `/admin/updatePlayer/${stone.playerId}`,
      `/admin/${league}/newTeam`,
      `/admin/${league}/updateTeam/${bears.id}`,
      `/admin/${league}/updateTeamWithDivision/${bears.id}`,
      `/admin/${enc(s.league.leagueName)}/North/Fall/2025/teams`,
      `/admin/${enc(s.league.leagueName)}/North/Fall/2025/${enc(bears.name)}/players`,
      '/admin/teams/archive',
      '/admin/venues',
      `/admin/updateVenue/${s.venue.id}`,
      '/admin/venue/new',
      '/admin/videos',
      `/admin/updateVideo/${videoId}`,
      '/admin/video/new',
      '/admin/news',
      `/admin/updateNews/${newsId}`,
      '/admin/news/new',
      `/admin/${suspensionId}/updateSuspension`,
      '/admin/oldSuspensions',
      '/admin/suspension/new',
      `/admin/${orgId}/updateOrg`,
      '/admin/org/new',
      `/admin/${enc(tournamentName)}`,
      `/admin/updateRegistrant/${enc(tournamentName)}/${registrantId}`,
      '/register/tournament/new',
      `/registration/updateTournament/${tournamentId}`,
      '/admin/tournaments',
      `/admin/${s.venue.id}/schedule`,
      '/games/new',
      '/admin/events/new',
      `/schedule/admin/${s.league.id}`,
      '/admin/masterSchedule',
      `/admin/updateGame/${s.games.g1}`,
      `/admin/updateEvent/${eventId}`,
      `/admin/gameResults/${s.games.g1}`,
      `/admin/playoffGameResults/${s.games.g6}`,
      `/admin/championshipGameResults/${s.games.g7}`,
      '/admin/league/new',
      `/admin/updateLeague/${s.league.id}`,
      '/admin/mail/outbox',
      '/admin/staff',
      '/admin/gamesToScore',
      '/admin/league/import',
      `/schedule/admin/${s.league.id}/generate`,
      `/admin/game/${s.games.g1}/sheet`,
      '/account',
    ],
    sessions: { admin, coach },
    venueName: s.venue.name,
    registeredTeam,
  };
}

let seeded: Promise<Pages> | null = null;
const pagesOf = (request: APIRequestContext) => (seeded ??= seed(request));

/**
 * Opens `path` the way a link does (the app stays loaded, much faster than a new page load) and waits
 * until the new page has taken the focus (the layout moves it to the page's h1, or to main when the page
 * shows no h1 in time) and nothing is loading any more. Answers what is wrong, if anything.
 */
async function followTo(page: Page, path: string): Promise<string | null> {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState({ key: `axe-${Math.random().toString(36).slice(2)}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const shown = await page
    .waitForFunction(
      () => {
        const focused = document.activeElement;
        const onPage = focused?.tagName === 'MAIN' || (focused?.tagName === 'H1' && focused.closest('main'));
        return onPage && document.querySelector('[role="status"][aria-label="Loading"]') === null;
      },
      undefined,
      { timeout: 12_000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  // the last state updates
  await page.waitForTimeout(100);
  const state = await page.evaluate(() => ({
    focused: document.activeElement?.tagName ?? 'none',
    loading: document.querySelector('[role="status"][aria-label="Loading"]') !== null,
    h1: document.querySelector('main h1')?.textContent ?? null,
  }));
  if (!shown) {
    return `the page did not settle in 12 s (focus on ${state.focused}, ${state.loading ? 'still loading' : 'loaded'}, h1 ${JSON.stringify(state.h1)})`;
  }
  return state.focused === 'H1' ? null : 'no h1 in main took the focus';
}

interface HeadingReport {
  h1s: number;
  skips: string[];
}

/** The visible headings in document order: exactly one h1, and no level more than one below the last. */
function headingReport(page: Page): Promise<HeadingReport> {
  return page.evaluate(() => {
    const visible = (element: Element) =>
      !element.closest('[aria-hidden="true"]') && (element as HTMLElement).getClientRects().length > 0;
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(visible);
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName.slice(1));
      if (level > previous + 1) {
        skips.push(`h${previous || '-'} → h${level} "${(heading.textContent ?? '').trim().slice(0, 40)}"`);
      }
      previous = level;
    }
    return { h1s: headings.filter((heading) => heading.tagName === 'H1').length, skips };
  });
}

/**
 * axe with the WCAG 2.1 A and AA rules. Legacy mode runs axe in the page itself (the default opens a
 * second page for every run to merge frame results; the site has no iframes to merge), and only
 * violations are collected: a run takes a fraction of the time, which the loop over every page needs.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();

/** axe's serious and critical WCAG 2.1 A/AA violations, one readable line per element. */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n      at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      ),
    );
}

/** Every page of `paths`: axe, one h1, no skipped heading level. */
async function checkPages(page: Page, paths: string[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const where = `${label} ${path}`;
    const arrival = await followTo(page, path);
    if (arrival) problems.push(`${where}: ${arrival}`);
    const headings = await headingReport(page);
    if (headings.h1s !== 1) problems.push(`${where}: ${headings.h1s} h1 headings (want exactly 1)`);
    for (const skip of headings.skips) problems.push(`${where}: skipped heading level ${skip}`);
    problems.push(...(await axeProblems(page, where)));
  }
  return problems;
}

async function everyPageAt(
  browser: Browser,
  pages: Pages,
  who: 'visitor' | 'signed in',
  viewport: typeof DESKTOP,
  label: string,
) {
  const phone = viewport === PHONE;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  try {
    // the reads wait for the seeds (openSeeded keeps the position of every write)
    await openSeeded(page, '/info', who === 'visitor' ? {} : pages.sessions);
    // the walk navigates by the app's own history: the app must have taken the page over first
    await appReady(page);
    return await checkPages(page, who === 'visitor' ? pages.visitor : pages.signedIn, `${label} ${who}`);
  } finally {
    await context.close();
  }
}

test.describe('accessibility (WCAG 2.1 AA, axe)', () => {
  test('the suite visits a page of every route of the site', async ({ request }) => {
    const pages = await pagesOf(request);
    const visited = new Set(
      [...pages.visitor, ...pages.signedIn].map((path) => matchSiteRoute(path)?.route.path ?? '(not found)'),
    );
    const missing = SITE_ROUTES.map((route) => route.path).filter((path) => !visited.has(path));
    expect(missing, 'routes without a page in this suite').toEqual([]);
  });

  // a visitor's pages and a signed-in staff member's, each a test of its own with its own time limit:
  // alone they take about 47 s and 90 s; as one test, beside the other browser run of `npm test` at a
  // slow hour, they took over 240 s
  for (const who of ['visitor', 'signed in'] as const) {
    test(`every ${who} page at desktop and phone size: no serious or critical violations, one h1, no skipped heading level`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const pages = await pagesOf(request);
      // the two sizes side by side: each waits on the server and the browser much of the time
      const problems = (
        await Promise.all([
          everyPageAt(browser, pages, who, DESKTOP, 'desktop'),
          everyPageAt(browser, pages, who, PHONE, 'phone'),
        ])
      ).flat();
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    });
  }

  test('the phone menu open, for a visitor and an admin: no violations; the menu button tells its state', async ({
    browser,
    request,
  }) => {
    const pages = await pagesOf(request);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [path, sessions] of [
      ['/rosters', {}],
      ['/admin/venues', pages.sessions],
    ] as const) {
      await openSeeded(page, path, sessions);
      const button = page.getByRole('button', { name: 'Open menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAttribute('aria-controls', 'site-menu');
      await button.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // the element the button controls holds the drawer
      await expect(page.locator('#site-menu').getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
      await page.waitForTimeout(300);
      await screenshot(page, `a11y-phone-drawer${path.replace(/\//g, '-')}`);
      problems.push(...(await axeProblems(page, `phone menu open on ${path}`)));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // closed without following a link: the focus is back on the menu button
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }
    await context.close();
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  test('a confirm dialog, a roster modal and an error modal: no violations, named close buttons', async ({
    page,
    request,
  }) => {
    const pages = await pagesOf(request);
    const problems: string[] = [];
    const check = async (name: string | RegExp, where: string) => {
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
      await screenshot(page, `a11y-dialog-${where}`);
      problems.push(...(await axeProblems(page, `dialog on ${where}`)));
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    };

    await openSeeded(page, '/admin/venues', pages.sessions);
    await page
      .getByRole('row')
      .filter({ hasText: pages.venueName })
      .getByRole('button', { name: 'DELETE' })
      .click();
    await check('Are you sure?', 'venues');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'REGISTERED TEAMS' })
      .click();
    const team = page.getByTestId('registered-team-row').filter({ hasText: pages.registeredTeam });
    await team.getByRole('button', { name: 'View Roster' }).click();
    await check(new RegExp(pages.registeredTeam), 'registered-teams');

    // an answer the page cannot use: its error modal
    await page.route('**/api/**', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 422, json: { message: 'The previous leagues cannot be shown now.' } })
        : route.fallback(),
    );
    await openInApp(page, '/league/previousLeagues');
    await check('An Error Occurred!', 'previous-leagues-error');
    await page.unrouteAll();
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});

test.describe('the dialogs of the staff page', () => {
  test('the invite dialog: no violations, a named close button', async ({ page, request }) => {
    const pages = await pagesOf(request);
    const problems: string[] = [];
    await openSeeded(page, '/admin/staff', pages.sessions);
    await page.getByRole('button', { name: 'INVITE', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    // a field left empty shows its message
    await dialog.getByLabel('Name').focus();
    await dialog.getByLabel('E-mail').focus();
    await expect(dialog.getByText('Please enter a name.')).toBeVisible();
    await page.waitForTimeout(300);
    await screenshot(page, 'a11y-dialog-staff-invite');
    problems.push(...(await axeProblems(page, 'invite dialog on /admin/staff')));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});

test.describe('keyboard and screen reader use of the shell', () => {
  test('the first Tab shows the skip link; Enter moves the focus into main', async ({ page }) => {
    await page.goto('/rosters');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, 'a11y-skip-link-desktop');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/rosters$/);
    // the next Tab goes on inside the page, not back to the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the skip link at phone size', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, 'a11y-skip-link-phone');
    await context.close();
  });

  test("a client-side navigation puts the focus on the new page's h1 and the page at its top; a first load does not", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Info' }).click();
    await expect(page).toHaveURL(/\/info$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // the page's title is what a screen reader reads: the h1 named by its text
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // back keeps the browser's behaviour and still announces the page
    await page.goBack();
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test("a link followed in the phone menu closes it and puts the focus on the new page's h1", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/info');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Rosters' }).click();
    await expect(page).toHaveURL(/\/rosters$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // and it stays there once the drawer's closing transition is over
    await page.waitForTimeout(400);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await context.close();
  });
});

import { expect, test, type Locator, type Page } from './app-test';
import { formatDate, formatTime, todayInTimeZone } from '@league/contracts';
import { collectAlerts, contentApi, expectNoSidewaysScroll, lastAlert, PHONE } from './content-support';
import {
  createEvent,
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  readAfterWrites,
  recordResult,
  type LeagueApi,
} from './league-play-support';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import { createTournament } from './tournament-support';

skipWithoutChromium();

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the home page and the info page', async ({ page, request }) => {
    const api = await contentApi(request);
    const heading = `Spring Classic registration open ${uniqueSuffix()}`;
    await api.createNews({
      newsHeading: heading,
      newsSubheading: 'Register by April 12',
      // dated after every other test's news: the home page shows the newest three
      newsDate: '2031-03-20',
      newsContent: 'Thirty-one teams are in already.',
    });

    await page.goto('/');
    // header with the menu (a drawer on phones)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const commitment = page.getByTestId('commitment-link');
    await expect(commitment).toHaveAttribute('href', /^https:\/\//);
    await expect(commitment).toHaveAttribute('target', '_blank');
    const [red = 0, green = 0, blue = 0] = (await commitment.evaluate((link) => getComputedStyle(link).color))
      .match(/\d+/g)!
      .map(Number);
    expect(red, 'the commitment link is red').toBeGreaterThan(150);
    expect(Math.max(green, blue)).toBeLessThan(90);
    // this year's form, whatever year the code was written in
    const thisYear = await page.evaluate(() => new Date().getFullYear());
    await expect(commitment).toHaveText(
      `${thisYear} PLAYER COMMITMENT FORM: CLICK HERE TO COMMIT FOR THE SEASON`,
    );
    // the page's one h1 is the league's name
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ball Hockey League');
    // the way in to the league pages
    await expect(page.getByRole('link', { name: 'Standings, leaders and schedules' })).toHaveAttribute(
      'href',
      '/statsandstandings',
    );

    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Our mission')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Executive Board' })).toBeVisible();
    const board = page.getByTestId('board-member');
    await expect(board).toHaveCount(5);
    for (const office of [
      'President',
      'Vice President',
      'Secretary',
      'Treasurer',
      'Director of Officiating',
    ]) {
      await expect(board.filter({ hasText: new RegExp(`^${office}`, 'i') })).toHaveCount(1);
    }

    // the tournament schedule is the schedule's own dates (no image), titled from this year on
    const schedule = page.getByRole('heading', { name: /Tournament Schedule$/ });
    await schedule.scrollIntoViewIfNeeded();
    await expect(schedule).toHaveText(new RegExp(`^${thisYear}(–\\d{4})? Tournament Schedule$`));
    await expect(page.getByRole('img', { name: /schedule/i })).toHaveCount(0);

    const news = page.getByTestId('news-item').filter({ hasText: heading });
    await expect(news).toContainText('Register by April 12');
    // news dates carry their year
    await expect(news).toContainText('Thursday, Mar. 20, 2031');

    const members = page.getByTestId('member');
    await expect(members).toHaveCount(9);
    for (const link of await members.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link')).toHaveAttribute('href', /facebook\.com/);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-home-phone');

    // info, through the drawer
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /info/i }).click();
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.getByRole('link', { name: 'By-Laws' })).toBeVisible();
    await expect(page.getByRole('link', { name: '2025 Rules and Regulations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ISBHF Official Rule Book' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    const minutes = page.getByRole('region', { name: 'Meeting Minutes' }).getByRole('link');
    await expect(minutes).toHaveText([
      /Friday, Dec\. 6 2024/,
      /Thursday, Dec\. 19 2024/,
      /Thursday, Feb\. 20 2025/,
      /Tuesday, Mar\. 18 2025/,
    ]);
    await expect(page.getByRole('region', { name: 'Tournament Reviews' }).getByRole('link')).toHaveCount(4);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-info-phone');

    await minutes.first().click();
    await expect(page).toHaveURL(/\/info\/minutes-2024-12-06$/);
    await expect(page.getByRole('heading', { name: 'Annual General Meeting Minutes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Decisions' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-minutes-phone');
  });

  test('sends a question through Contact Us and the admin sees it in the outbox', async ({
    page,
    request,
  }) => {
    const alerts = collectAlerts(page);
    const name = `Jane Fan ${uniqueSuffix()}`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.scrollIntoViewIfNeeded();
    const send = form.getByRole('button', { name: 'SEND' });

    await send.click();
    expect(await lastAlert(alerts, 1)).toBe('Please enter an email address so we can respond back to you!');
    await form.getByLabel('Email').fill('jane@example');
    await send.click();
    expect(await lastAlert(alerts, 2)).toBe('Please enter a valid email address!');
    await form.getByLabel('Email').fill('jane@example.org');
    await send.click();
    expect(await lastAlert(alerts, 3)).toBe('Please enter your name');

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Message').fill('When does registration for the Summer Slam close?');
    await screenshot(page, 'content-contact-filled-phone');
    await send.click();
    expect(await lastAlert(alerts, 4)).toBe('Your email is on its way!');
    // the form resets after a successful send
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const { admin } = await contentApi(request);
    await openWithSessions(page, '/admin/mail/outbox', { admin });
    const row = page.getByTestId('outbox-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Contact form');
    await expect(row).toContainText('jane@example.org');
    await screenshot(page, 'content-outbox-contact-phone');
  });
});

/** `days` after (or before) a YYYY-MM-DD date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Thursday, Nov. 26, 2026": how the home page writes a date. */
const dateWithYear = (isoDate: string) => `${formatDate(isoDate)}, ${isoDate.slice(0, 4)}`;

/**
 * A current league dated around today on the league's calendar (America/New_York, the server's
 * default): four results (FINAL, Overtime, FINAL, Shootout), four games to come, a playoff game and a
 * clinic ahead, an open and a closed tournament.
 */
async function seedPulse(api: LeagueApi, request: Parameters<typeof adminSessionFor>[0]) {
  const today = todayInTimeZone('America/New_York');
  const day = (days: number) => addDays(today, days);
  const suffix = uniqueSuffix();
  const league = { leagueName: `Pulse ${suffix}`, session: 'Winter', year: Number(today.slice(0, 4)) };
  const venueName = `Pulse Rink ${suffix}`;
  const venueId = await createVenue(api, venueName);
  const leagueId = await createLeague(api, league);
  const team = async (name: string) => ({
    name: `${name} ${suffix}`,
    id: await createTeam(api, { leagueId, teamName: `${name} ${suffix}` }),
  });
  const t = {
    hawks: await team('Hawks'),
    owls: await team('Owls'),
    foxes: await team('Foxes'),
    wolves: await team('Wolves'),
    bears: await team('Bears'),
  };
  type Team = (typeof t)[keyof typeof t];
  const game = (date: string, time: string, visitor: Team | null, home: Team, extra = {}) =>
    createGame(api, {
      leagueId,
      venueId,
      date,
      time,
      visitorTeamId: visitor?.id ?? null,
      homeTeamId: home.id,
      ...extra,
    });
  const g1 = await game(day(-14), '19:00', t.owls, t.hawks);
  await recordResult(api, g1, {
    status: 'FINAL',
    home: { periods: [1, 1, 1, 0] },
    visitor: { periods: [0, 1, 0, 0] },
  });
  const g2 = await game(day(-7), '19:00', t.foxes, t.wolves);
  await recordResult(api, g2, {
    status: 'Overtime',
    home: { periods: [1, 0, 0, 1] },
    visitor: { periods: [1, 0, 0, 0] },
  });
  const g3 = await game(day(-2), '19:00', t.bears, t.owls);
  await recordResult(api, g3, {
    status: 'FINAL',
    home: { periods: [0, 0, 0, 0] },
    visitor: { periods: [1, 1, 0, 0] },
  });
  const g4 = await game(day(-1), '20:00', t.hawks, t.foxes);
  await recordResult(api, g4, {
    status: 'Shootout',
    home: { periods: [1, 1, 0, 0] },
    visitor: { periods: [1, 1, 0, 1] },
  });
  const next = {
    n1: { id: await game(day(2), '19:30', t.wolves, t.bears), date: day(2), time: '19:30' },
    n2: { id: await game(day(9), '18:00', t.owls, t.foxes), date: day(9), time: '18:00' },
    n3: { id: await game(day(16), '20:15', t.hawks, t.wolves), date: day(16), time: '20:15' },
  };
  await game(day(23), '19:00', t.bears, t.owls);
  const playoff = await game(day(30), '19:00', null, t.hawks, { playoff: true, homeTeamSeed: 1 });
  const clinic = `Pulse Clinic ${suffix}`;
  await createEvent(api, { eventName: clinic, date: day(5), time: '10:00', venueId, leagueId });

  const admin = await adminSessionFor(request);
  const open = { name: `Pulse Cup ${suffix}`, closeDate: day(40) };
  const openId = await createTournament(request, admin, open.name, open.closeDate);
  const closed = `Old Cup ${suffix}`;
  await createTournament(request, admin, closed, day(-3));
  return {
    today,
    day,
    league: { ...league, id: leagueId },
    venue: { id: venueId, name: venueName },
    t,
    results: { g1, g2, g3, g4 },
    next,
    playoff,
    clinic,
    tournaments: { open: { ...open, id: openId }, closed },
  };
}
type Pulse = Awaited<ReturnType<typeof seedPulse>> & { api: LeagueApi };

/** Exactly one h1, and no heading more than one level below the one before it. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    expect(level, `heading ${index + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(
      (levels[index - 1] ?? 0) + 1,
    );
  });
}

/** No year before this one in `part` (the page's own copy must never read as an old season). */
async function expectNoPastYear(part: Locator, thisYear: number) {
  const years = (await part.innerText()).match(/\b20\d\d\b/g) ?? [];
  expect(
    years.map(Number).filter((year) => year < thisYear),
    await part.innerText(),
  ).toEqual([]);
}

async function expectPulse(page: Page, pulse: Pulse) {
  const thisYear = Number(pulse.today.slice(0, 4));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ball Hockey League');
  const hero = page
    .locator('main')
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .last();
  await expectNoPastYear(hero, thisYear);

  // the registration call: the open tournament, named with its close date and its form; not the closed one
  const call = page.getByTestId('open-tournament-call').filter({ hasText: pulse.tournaments.open.name });
  await expect(call).toContainText(`Registration is open: ${pulse.tournaments.open.name}`);
  await expect(call).toContainText(`Register by ${dateWithYear(pulse.tournaments.open.closeDate)}.`);
  await expect(call.getByRole('link', { name: 'REGISTER A PLAYER' })).toHaveAttribute(
    'href',
    `/tournament/${pulse.tournaments.open.id}/register`,
  );
  await expect(page.getByTestId('registration-call')).not.toContainText(pulse.tournaments.closed);

  const section = page.getByRole('region', { name: pulse.league.leagueName, exact: true });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(pulse.league.leagueName);
  await expect(section).toContainText(`Winter ${thisYear}`);
  await expect(section.getByRole('link', { name: 'League page' })).toHaveAttribute(
    'href',
    `/league/${pulse.league.id}`,
  );

  // the latest results, newest first, each linked to its game summary with its score
  const results = section.getByTestId('latest-results');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText('Latest Results');
  const { t } = pulse;
  const resultLinks = results.getByTestId('result-line').getByRole('link');
  await expect(resultLinks).toHaveText([
    `${t.hawks.name} @ ${t.foxes.name} 3 - 2`,
    `${t.bears.name} @ ${t.owls.name} 2 - 0`,
    `${t.foxes.name} @ ${t.wolves.name} 1 - 2`,
  ]);
  for (const [index, gameId] of [pulse.results.g4, pulse.results.g3, pulse.results.g2].entries())
    await expect(resultLinks.nth(index)).toHaveAttribute('href', `/gameSummary/${gameId}`);
  await expect(results.getByTestId('result-line').first()).toContainText(dateWithYear(pulse.day(-1)));
  await expect(results.getByTestId('result-line').first()).toContainText(/shootout/i);
  await expect(results.getByRole('link', { name: 'Full schedule' })).toHaveAttribute(
    'href',
    `/league/schedule/${pulse.league.id}`,
  );

  // the next games: date with its year and time, the matchup to the game, the venue to its schedule
  const nextGames = section.getByTestId('next-games').getByTestId('next-game-line');
  await expect(nextGames).toHaveCount(3);
  const expected = [
    [pulse.next.n1, `${t.wolves.name} @ ${t.bears.name}`],
    [pulse.next.n2, `${t.owls.name} @ ${t.foxes.name}`],
    [pulse.next.n3, `${t.hawks.name} @ ${t.wolves.name}`],
  ] as const;
  for (const [index, [game, matchup]] of expected.entries()) {
    const line = nextGames.nth(index);
    await expect(line).toContainText(`${dateWithYear(game.date)} · ${formatTime(game.time)}`);
    await expect(line.getByRole('link', { name: matchup })).toHaveAttribute(
      'href',
      `/gameSummary/${game.id}`,
    );
    await expect(line.getByRole('link', { name: pulse.venue.name })).toHaveAttribute(
      'href',
      `/league/${pulse.venue.id}/schedule`,
    );
  }

  // the standings snapshot: the top four as the standings rank them, with GP and PTS
  const standings = await readAfterWrites<{
    listOfTeams: Array<{ teamName: string; gamesPlayed: number; points: number }>;
  }>(pulse.api, `/api/league/leagues/${pulse.league.id}/standings`);
  expect(standings.listOfTeams[0]).toMatchObject({ teamName: t.hawks.name, gamesPlayed: 2, points: 4 });
  const snapshot = section.getByTestId('standings-snapshot');
  const rows = snapshot.getByTestId('standings-snapshot-row');
  await expect(rows).toHaveCount(4);
  for (const [index, team] of standings.listOfTeams.slice(0, 4).entries()) {
    const cells = rows.nth(index).locator('th, td');
    await expect(cells).toHaveText([
      String(index + 1),
      team.teamName,
      String(team.gamesPlayed),
      String(team.points),
    ]);
  }
  await expect(snapshot).toContainText('GP Games played');
  await expect(snapshot.getByRole('link', { name: 'Full standings' })).toHaveAttribute(
    'href',
    `/league/leagues/${pulse.league.id}/standings`,
  );
  await expectNoPastYear(section, thisYear);

  // the tournament schedule: the clinic and the playoff game ahead, with their years, no image
  const schedule = page.locator('#schedule');
  await expect(schedule.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^${thisYear}(–\\d{4})? Tournament Schedule$`),
  );
  const clinic = schedule.getByTestId('key-date').filter({ hasText: pulse.clinic });
  await expect(clinic).toContainText(`${dateWithYear(pulse.day(5))} · 10:00 am`);
  await expect(clinic.getByRole('link', { name: pulse.venue.name })).toHaveAttribute(
    'href',
    `/league/${pulse.venue.id}/schedule`,
  );
  const playoff = schedule.getByTestId('key-date').filter({ hasText: `TBD @ (1) ${t.hawks.name}` });
  await expect(playoff).toContainText('PLAYOFF GAME');
  await expect(playoff).toContainText(dateWithYear(pulse.day(30)));
  await expect(playoff.getByRole('link', { name: `TBD @ (1) ${t.hawks.name}` })).toHaveAttribute(
    'href',
    `/gameSummary/${pulse.playoff}`,
  );
  await expect(schedule.getByRole('img')).toHaveCount(0);
  await expectHeadingOutline(page);
}

test.describe('the league pulse on the home page', () => {
  test('shows a current league’s latest results, next games and standings at desktop and phone sizes', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const pulse = { ...(await seedPulse(api, request)), api };

    await openAfterWrites(page, '/', api);
    await expectPulse(page, pulse);
    await page.getByRole('region', { name: pulse.league.leagueName, exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'content-home-pulse-desktop');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expectPulse(page, pulse);
    await expectNoSidewaysScroll(page);
    await page.getByRole('region', { name: pulse.league.leagueName, exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'content-home-pulse-phone');

    // a result leads to its game summary
    await page
      .getByRole('region', { name: pulse.league.leagueName, exact: true })
      .getByTestId('result-line')
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/gameSummary/${pulse.results.g4}$`));
  });
});

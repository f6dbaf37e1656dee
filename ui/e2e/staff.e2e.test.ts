import { expect, test, type Browser, type Page } from './app-test';
import { barItems, catchMail, LINK_PAGES, staffLogin, type MailCatcher } from './accounts-support';
import { pick, seedLeague } from './league-admin-support';
import { createGame, leagueApi, pageOverflowsSideways, PHONE, type LeagueApi } from './league-play-support';
import {
  accountCallSlot,
  adminSessionFor,
  ADMIN,
  openWithSessions,
  screenshot,
  skipWithoutChromium,
  uniqueSuffix,
} from './support';

skipWithoutChromium();

// the league's calendar (LEAGUE_TIMEZONE's default): the server's "today", and the browser's here, so
// that the game of today is this week's on the page and no game after today for the results form
const LEAGUE_TIMEZONE = 'America/New_York';
const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LEAGUE_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const staffRow = (page: Page, text: string) => page.getByTestId('staff-row').filter({ hasText: text });
const settle = (page: Page) => page.waitForTimeout(300);

/** Opens the staff page as the owner (the suite's admin). */
async function openStaffAsOwner(page: Page, request: Parameters<typeof adminSessionFor>[0]) {
  await openWithSessions(page, '/admin/staff', { admin: await adminSessionFor(request) });
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
}

/** INVITE on the staff page: the dialog filled in and sent. */
async function invite(page: Page, who: { name: string; email: string }, role: 'Admin' | 'Scorekeeper') {
  await page.getByRole('button', { name: 'INVITE', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
  await dialog.getByLabel('Name').fill(who.name);
  await dialog.getByLabel('E-mail').fill(who.email);
  await dialog.getByRole('radio', { name: role }).check();
  return dialog;
}

/** Opens a mailed invitation link in a browser of its own and chooses the password there. */
async function acceptInvitation(
  browser: Browser,
  path: string,
  password: string,
  viewport = { width: 1366, height: 900 },
) {
  const context = await browser.newContext({ viewport, timezoneId: LEAGUE_TIMEZONE });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Join the League Staff', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await accountCallSlot();
  await page.getByRole('button', { name: 'JOIN' }).click();
  return { context, page };
}

test.describe.serial('the league staff: invitations, roles, a scorekeeper scoring a game', () => {
  test.use({ actionTimeout: 15_000, timezoneId: LEAGUE_TIMEZONE });
  let mail: MailCatcher;
  const suffix = uniqueSuffix();
  const scorekeeper = {
    name: `Sam Scorer ${suffix}`,
    email: `sam-${suffix}@league.test`,
    password: 'Scorer1234',
  };
  let api: LeagueApi;
  let game: { id: string; visitor: string; home: string; scorer: string };

  test.beforeAll(async () => {
    mail = await catchMail();
  });
  test.afterAll(async () => {
    await mail.stop();
  });

  test('the owner sees the staff and invites a scorekeeper; an address on the staff is refused beside its field', async ({
    page,
    request,
  }) => {
    await openStaffAsOwner(page, request);
    // the owner's row: no action is offered
    const owner = staffRow(page, ADMIN.email);
    await expect(owner).toContainText('Owner');
    await expect(owner).toContainText('Active');
    await expect(owner.getByRole('button')).toHaveCount(0);

    // the owner's own address: the server's message beside the e-mail field
    const taken = await invite(page, { name: 'Someone', email: ADMIN.email }, 'Admin');
    await taken.getByRole('button', { name: 'SEND INVITATION' }).click();
    await expect(taken.getByText('This address belongs to a member of staff already.')).toBeVisible();
    await settle(page);
    await screenshot(page, 'staff-invite-taken');
    await taken.getByRole('button', { name: 'CANCEL' }).click();
    await expect(taken).toBeHidden();

    const dialog = await invite(page, scorekeeper, 'Scorekeeper');
    await dialog.getByRole('button', { name: 'SEND INVITATION' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('staff-notice')).toHaveText(
      `The invitation was sent to ${scorekeeper.email}.`,
    );
    const row = staffRow(page, scorekeeper.email);
    await expect(row).toContainText(scorekeeper.name);
    await expect(row).toContainText('Scorekeeper');
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Never');
    await expect(row.getByRole('button', { name: 'INVITE AGAIN' })).toBeVisible();
    await screenshot(page, 'staff-list');
  });

  test('the invitation is mailed; its link signs the scorekeeper in on the games to score, a menu of their pages only', async ({
    browser,
    request,
  }) => {
    // a game of this week to score
    api = await leagueApi(request);
    const s = await seedLeague(api);
    const id = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: todayIso(),
      time: '19:00',
      visitorTeamId: s.teams.cats.id,
      homeTeamId: s.teams.dogs.id,
    });
    game = { id, visitor: s.teams.cats.name, home: s.teams.dogs.name, scorer: s.teams.cats.player.fullName };

    const { mail: invitation, path } = await mail.linkTo(scorekeeper.email, LINK_PAGES.invitation);
    expect(invitation.text).toContain(scorekeeper.name);
    const { context, page } = await acceptInvitation(browser, path, scorekeeper.password);
    await expect(page).toHaveURL(/\/admin\/gamesToScore$/);
    await expect(page.getByRole('heading', { name: 'Games to Score', level: 1 })).toBeVisible();
    expect(await barItems(page)).toEqual(['GAMES TO SCORE', 'ACCOUNT', 'HOME', 'LOGOUT']);
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('adminSession'))) ?? '{}') as {
      role?: string;
      name?: string;
    };
    expect(session).toMatchObject({ role: 'scorekeeper', name: scorekeeper.name });

    // the week's game, with its results page
    const card = page.getByTestId('game-to-score').filter({ hasText: `${game.visitor} @ ${game.home}` });
    await expect(card).toBeVisible();
    await screenshot(page, 'staff-games-to-score');
    await card.getByRole('link', { name: /ENTER RESULTS/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gameResults/${game.id}\\?from=`));
    await pick(page, 'GAME STATUS', 'FINAL');
    await page.getByLabel(`${game.visitor} period 1`).fill('2');
    await page.getByLabel(`${game.home} period 2`).fill('1');
    await page.getByLabel(`${game.scorer} goals`).fill('2');
    await page.getByRole('button', { name: 'SAVE' }).click();

    // back on the games to score, which says what was saved
    await expect(page).toHaveURL(/\/admin\/gamesToScore$/);
    await expect(page.getByTestId('saved-notice')).toContainText(`${game.visitor} 2 @ ${game.home} 1`);
    await expect(card.getByRole('link', { name: /EDIT RESULTS/ })).toBeVisible();

    // the game's history names the scorekeeper beside the result
    await card.getByRole('link', { name: /EDIT RESULTS/ }).click();
    const recorded = page.getByTestId('game-version').filter({ hasText: 'result recorded' });
    await expect(recorded).toContainText(`by ${scorekeeper.name}`);
    await screenshot(page, 'staff-scorekeeper-history');
    await context.close();
  });

  test('a scorekeeper logs in onto the games to score, and is refused every other admin page', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-Mail').fill(scorekeeper.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(scorekeeper.password);
    await accountCallSlot();
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin\/gamesToScore$/);

    // the menu offers none of the admin pages, and one opened by its address says it is not allowed
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'VENUES' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'STAFF' })).toHaveCount(0);
    for (const path of ['/admin/venues', '/admin/staff', '/admin/masterSchedule']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Not Allowed', level: 1 })).toBeVisible();
      await expect(page.getByTestId('not-allowed-text')).toContainText('a scorekeeper');
    }
    await screenshot(page, 'staff-scorekeeper-not-allowed');
    await page.getByRole('main').getByRole('link', { name: 'GAMES TO SCORE' }).click();
    await expect(page).toHaveURL(/\/admin\/gamesToScore$/);

    // and the server refuses the admin's calls to the scorekeeper's token
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('adminSession') ?? '{}') as { token?: string }).token,
    );
    const staffList = await request.get('/api/admin/staff', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(staffList.status()).toBe(403);
  });

  test('the owner renames a member and changes the role; a disabled member cannot log in until enabled', async ({
    page,
    request,
  }) => {
    await openStaffAsOwner(page, request);
    const row = staffRow(page, scorekeeper.email);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'EDIT' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${scorekeeper.name}` });
    scorekeeper.name = `Samantha Scorer ${suffix}`;
    await dialog.getByLabel('Name').fill(scorekeeper.name);
    await dialog.getByRole('radio', { name: 'Admin' }).check();
    await settle(page);
    await screenshot(page, 'staff-edit');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(scorekeeper.name);
    await expect(row).toContainText('Admin');

    // as an admin now, the member's login offers the whole admin area
    const asAdmin = await staffLogin(request, scorekeeper);
    expect(asAdmin.role).toBe('admin');

    await row.getByRole('button', { name: 'DISABLE' }).click();
    const areYouSure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(areYouSure).toContainText(`Disable ${scorekeeper.name}?`);
    await areYouSure.getByRole('button', { name: 'DISABLE' }).click();
    await expect(row).toContainText('Disabled');
    await accountCallSlot();
    const refused = await request.post('/api/admin/login', { data: scorekeeper });
    expect(refused.status()).toBe(401);
    // the session from before the disabling has ended
    const ended = await request.get('/api/account', {
      headers: { Authorization: `Bearer ${asAdmin.token}` },
    });
    expect(ended.status()).toBe(401);

    await row.getByRole('button', { name: 'ENABLE' }).click();
    await expect(row).toContainText('Active');
    await expect(page.getByTestId('staff-notice')).toHaveText(`${scorekeeper.name} is enabled again.`);
    expect((await staffLogin(request, scorekeeper)).role).toBe('admin');
  });

  test('INVITE AGAIN mails a new link and voids the earlier one', async ({ page, request, browser }) => {
    const ivy = { name: `Ivy Invited ${suffix}`, email: `ivy-${suffix}@league.test` };
    await openStaffAsOwner(page, request);
    const dialog = await invite(page, ivy, 'Admin');
    await dialog.getByRole('button', { name: 'SEND INVITATION' }).click();
    await expect(dialog).toBeHidden();
    const first = await mail.linkTo(ivy.email, LINK_PAGES.invitation);

    const row = staffRow(page, ivy.email);
    await row.getByRole('button', { name: 'INVITE AGAIN' }).click();
    await expect(page.getByTestId('staff-notice')).toHaveText(`A new invitation was sent to ${ivy.email}.`);
    await expect
      .poll(() => mail.received.filter((caught) => caught.to.includes(ivy.email)).length, { timeout: 30_000 })
      .toBe(2);

    // the first link no longer works
    const { context, page: invited } = await acceptInvitation(browser, first.path, 'Invited123');
    await expect(invited.getByTestId('link-refused')).toHaveText(
      'This invitation link is not valid any more. Ask an admin of the league to invite you again.',
    );
    await screenshot(invited, 'staff-invitation-invalid');
    await context.close();
  });

  test('on a phone: the staff as cards without sideways scrolling, and the drawer offers every admin area', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openStaffAsOwner(page, request);
    await expect(staffRow(page, scorekeeper.email)).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'staff-list-phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const link of ['LEAGUE PLAY', 'REGISTERED TEAMS', 'VENUES', 'STAFF', 'ACCOUNT', 'HOME']) {
      await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await settle(page);
    await screenshot(page, 'staff-drawer-phone');
    await drawer.getByRole('link', { name: 'ACCOUNT', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible();
    await context.close();
  });
});

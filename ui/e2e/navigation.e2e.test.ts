import { expect, test } from './app-test';
import {
  adminSessionFor,
  mainNav,
  openWithSessions,
  screenshot,
  sharedCoach,
  skipWithoutChromium,
  storedItem,
} from './support';

skipWithoutChromium();

test.describe('navigation per login state', () => {
  test('a visitor sees the public links, /register and the admin login link', async ({ page }) => {
    await page.goto('/info');
    const nav = mainNav(page);
    // added to the first design (docs/rules.md §2): Home first, and the open tournaments beside the rosters
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'STATS & STANDINGS',
      'Info',
      'Code of Conduct',
      'Rosters',
      'Tournaments',
      'Register Your Team',
      'Admin',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
    await expect(nav.getByRole('link', { name: 'STATS & STANDINGS' })).toHaveAttribute(
      'href',
      '/statsandstandings',
    );
    await expect(nav.getByRole('link', { name: 'Info' })).toHaveAttribute('href', '/info');
    await expect(nav.getByRole('link', { name: 'Code of Conduct' })).toHaveAttribute('href', '/conduct');
    await expect(nav.getByRole('link', { name: 'Rosters' })).toHaveAttribute('href', '/rosters');
    await expect(nav.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    await expect(nav.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);
    await screenshot(page, 'visitor-nav-desktop');

    await nav.getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer with the social link is on every page, public and admin', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    await openWithSessions(page, '/', { admin });
    for (const path of [
      '/',
      '/info',
      '/rosters',
      '/no/such/page',
      '/admin/venues',
      '/admin/leagues/current',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      await expect(footer.getByRole('link', { name: 'Follow us on Facebook' })).toHaveAttribute(
        'href',
        /facebook\.com/,
      );
    }
    await screenshot(page, 'admin-footer-desktop');
  });

  test('one banner and one main on every page', async ({ page }) => {
    await page.goto('/statsandstandings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('the header logo links to /conduct', async ({ page }) => {
    await page.goto('/rosters');
    await page.getByRole('img', { name: 'League logo' }).click();
    await expect(page).toHaveURL(/\/conduct$/);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await screenshot(page, 'not-found');
  });

  test('a coach sees a link to their team registration and LOGOUT, which ends only the coach session', async ({
    page,
    request,
  }) => {
    const coach = await sharedCoach(request);
    const admin = await adminSessionFor(request);
    await openWithSessions(page, '/rosters', { coach, admin });
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute(
      'href',
      `/teamRegistration/${coach.coachId}`,
    );
    // the admin is logged in too: the admin link goes to the registered teams
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/registration');
    await screenshot(page, 'coach-nav-desktop');

    await nav.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);
    expect(await storedItem(page, 'id')).toBeNull();
    expect(await storedItem(page, 'coachSession')).toBeNull();
    // admin and coach sessions are separate
    expect(await storedItem(page, 'adminSession')).not.toBeNull();
  });

  test('an admin sees the admin navigation; LOGOUT goes to /admin/login', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    await openWithSessions(page, '/admin/venues', { admin });
    const nav = mainNav(page);
    const links: [string, string][] = [
      // added (docs/rules.md §2): the current leagues, each with its schedule, teams and results
      ['LEAGUE PLAY', '/admin/leagues/current'],
      ['CODE OF CONDUCT', '/admin/getAllCOCCoaches'],
      ['REGISTERED TEAMS', '/admin/registration'],
      ['ARCHIVED TEAMS', '/admin/archived'],
      ['ORGANIZATIONS', '/admin/orgs'],
      ['SUSPENDED PLAYERS', '/admin/suspended'],
      ['VENUES', '/admin/venues'],
      ['STAFF', '/admin/staff'],
      ['ACCOUNT', '/account'],
      ['HOME', '/'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin/leagues/current',
    );
    await screenshot(page, 'admin-nav-desktop');
    await nav.getByRole('link', { name: 'LEAGUE PLAY' }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/current$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Current Leagues' })).toBeVisible();

    await nav.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedItem(page, 'adminSession')).toBeNull();
    await expect(page.getByRole('link', { name: 'REGISTERED TEAMS' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
  });
});

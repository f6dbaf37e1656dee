import { expect, test } from '@playwright/test';
import { collectAlerts, contentApi, expectNoSidewaysScroll, lastAlert } from './content-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the home page and the info page', async ({ page, request }) => {
    const api = await contentApi(request);
    const heading = `Spring Classic registration open ${uniqueSuffix()}`;
    await api.createNews({
      newsHeading: heading,
      newsSubheading: 'Register by April 12',
      newsDate: '2025-03-20',
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
    // the way in to the league pages and to the public tournament registration
    await expect(page.getByRole('link', { name: 'Standings, leaders and schedules' })).toHaveAttribute(
      'href',
      '/statsandstandings',
    );
    await expect(page.getByRole('link', { name: 'Register a player for a tournament' })).toHaveAttribute(
      'href',
      '/tournaments',
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

    const schedule = page.getByRole('img', { name: /^2025 tournament schedule/ });
    await schedule.scrollIntoViewIfNeeded();
    await expect(schedule).toBeVisible();
    expect(await schedule.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const news = page.getByTestId('news-item').filter({ hasText: heading });
    await expect(news).toContainText('Register by April 12');
    await expect(news).toContainText('Thursday, Mar. 20');

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

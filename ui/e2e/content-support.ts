import { expect, type APIRequestContext, type Page } from './app-test';
import { adminSessionFor } from './support';

/** Seeding for the content tests: every write goes through the API as the shared admin. */
export async function contentApi(request: APIRequestContext) {
  const admin = await adminSessionFor(request);
  const headers = { Authorization: `Bearer ${admin.token}` };

  async function post<T>(path: string, data: unknown, status = 201): Promise<T> {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  }

  return {
    admin,
    createNews: (news: {
      newsHeading: string;
      newsSubheading?: string;
      newsDate: string;
      newsContent: string;
    }) => post<{ newsId: string }>('/api/admin/createNews', news),
    createPlayer: (player: { firstName: string; lastName: string }) =>
      post<{ playerId: string }>('/api/admin/createPlayer', player),
    createSuspension: (suspension: {
      playerName: string;
      team: string;
      date1: string;
      reason: string;
      numberOfGames: number;
    }) => post<{ suspensionId: string }>('/api/admin/createSuspension', suspension),
  };
}

export type ContentApi = Awaited<ReturnType<typeof contentApi>>;

/**
 * Answers every window.alert of the page and keeps its text, so a test can check the
 * alerts of docs/rules.md letter for letter.
 */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Waits until the page has shown `count` alerts and answers the last one. */
export async function lastAlert(alerts: string[], count: number): Promise<string | undefined> {
  await expect.poll(() => alerts.length).toBe(count);
  return alerts[count - 1];
}

/** A real 2×2 PNG (the server checks the content, not the name). */
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IScHRAwQCgAfJgQRoo8irwAAAABJRU5ErkJggg==',
  'base64',
);

/** Nothing on the page is wider than the screen (phones must not scroll sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const PHONE = { width: 390, height: 844 };

/** Answers the 'Are you sure?' modal with `button` and waits for it to close. */
export async function confirmIn(page: Page, button: string) {
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: button }).click();
  await expect(confirm).toBeHidden();
}

/** Focuses and leaves a text field, so its error (if any) shows. */
export async function touch(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.focus();
  await field.blur();
}

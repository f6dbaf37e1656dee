import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN = { email: 'admin@league.test', password: 'Admin12345!' };

/** Every test file starts with this: without Debian's Chromium there is no browser to drive. */
export function skipWithoutChromium() {
  test.skip(!existsSync(CHROMIUM), `${CHROMIUM} is not installed`);
}

const screensDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'test-results', 'screens');

export async function screenshot(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: join(screensDir, `${name}.png`), fullPage: true });
}

export interface SavedSession {
  token: string;
  expiresAt: number;
}
export interface CoachAccount extends SavedSession {
  coachId: string;
  email: string;
  password: string;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const newCoachEmail = () => `coach-${uniqueSuffix()}@league.test`;
export const COACH_PASSWORD = 'Coach12345';

let adminSession: SavedSession | null = null;

/** One admin login per worker through the API; tests that are not about logging in reuse it. */
export async function adminSessionFor(request: APIRequestContext): Promise<SavedSession> {
  if (adminSession && adminSession.expiresAt > Date.now() + 60_000) return adminSession;
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  adminSession = { token, expiresAt: Date.parse(expiresAt) };
  return adminSession;
}

export async function signUpCoach(request: APIRequestContext): Promise<CoachAccount> {
  const email = newCoachEmail();
  const response = await request.post('/api/admin/coachSignup', {
    data: { signUpEmail: email, signUpPassword: COACH_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, expiresAt, coachId } = (await response.json()) as {
    token: string;
    expiresAt: string;
    coachId: string;
  };
  return { token, coachId, expiresAt: Date.parse(expiresAt), email, password: COACH_PASSWORD };
}

/** Puts sessions into localStorage the way the UI saves them, then opens `path`. */
export async function openWithSessions(
  page: Page,
  path: string,
  sessions: { admin?: SavedSession; coach?: CoachAccount },
) {
  await page.goto('/info');
  await page.evaluate(({ admin, coach }) => {
    if (admin) localStorage.setItem('adminSession', JSON.stringify(admin));
    if (coach) {
      const { token, expiresAt, coachId } = coach;
      localStorage.setItem('coachSession', JSON.stringify({ token, expiresAt, coachId }));
      localStorage.setItem('id', coachId);
    }
  }, sessions);
  await page.goto(path);
}

export const storedItem = (page: Page, key: string) =>
  page.evaluate((storageKey) => localStorage.getItem(storageKey), key);

/** The wide-screen navigation bar (the drawer holds the same links on phones). */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

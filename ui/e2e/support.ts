import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from './app-test';

export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN = { email: 'admin@league.test', password: 'Admin12345!' };

/** Every test file starts with this: without Debian's Chromium there is no browser to drive. */
export function skipWithoutChromium() {
  test.skip(!existsSync(CHROMIUM), `${CHROMIUM} is not installed`);
}

/** Where the pictures go: one folder for every run side by side (E2E_SCREENS_DIR, run.mjs), or the run's own. */
export const screensDir =
  process.env.E2E_SCREENS_DIR ??
  join(
    process.env.E2E_RESULTS_DIR ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'test-results'),
    'screens',
  );

/**
 * A full-page picture in test-results/screens, for people to look at. CI's clone is thrown away with
 * its pictures, so there (CI set, .ci/run) none is taken unless E2E_SCREENS=1: about 0.4 s of
 * Chromium's time each, over 200 of them.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.CI && process.env.E2E_SCREENS !== '1') return;
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

/**
 * The server allows E2E_ACCOUNT_CALLS_PER_MINUTE account calls (login, coachLogin, coachSignup) per
 * client and minute (LEAGUE_ACCOUNT_CALLS_PER_MINUTE, playwright.config.ts), and every test calls
 * from one address. The suite keeps under that: one admin login and one coach sign-up through the API
 * serve every test that is not about logging in, and every account call first takes a slot in a
 * rolling window. The state lives in a file next to the run's data dir, so a restarted worker keeps
 * counting.
 */
const RATE_WINDOW_MS = 62_000;
const RATE_MAX = Number(process.env.E2E_ACCOUNT_CALLS_PER_MINUTE ?? 10) - 1;

interface SuiteState {
  accountCalls: number[];
  admin?: SavedSession;
  coach?: CoachAccount;
}

// beside the run's data dir, and wiped with it when a run starts (playwright.config.ts)
const stateFile = `${process.env.LEAGUE_E2E_DATA_DIR ?? join(tmpdir(), 'league-ui-e2e')}.state.json`;

function readState(): SuiteState {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as SuiteState;
  } catch {
    return { accountCalls: [] };
  }
}

function writeState(state: SuiteState) {
  writeFileSync(stateFile, JSON.stringify(state));
}

/** Call right before anything that makes one login or sign-up request. */
export async function accountCallSlot() {
  for (;;) {
    const state = readState();
    const now = Date.now();
    state.accountCalls = state.accountCalls.filter((at) => at > now - RATE_WINDOW_MS);
    if (state.accountCalls.length < RATE_MAX) {
      state.accountCalls.push(now);
      writeState(state);
      return;
    }
    const oldest = Math.min(...state.accountCalls);
    await new Promise((resolve) => setTimeout(resolve, oldest + RATE_WINDOW_MS - now + 50));
  }
}

/** The admin session for tests that are not about logging in (one API login per run). */
export async function adminSessionFor(request: APIRequestContext): Promise<SavedSession> {
  const cached = readState().admin;
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached;
  await accountCallSlot();
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  const admin = { token, expiresAt: Date.parse(expiresAt) };
  writeState({ ...readState(), admin });
  return admin;
}

/** One coach account signed up through the API and shared by the tests (its token lasts an hour). */
export async function sharedCoach(request: APIRequestContext): Promise<CoachAccount> {
  const cached = readState().coach;
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached;
  await accountCallSlot();
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
  const coach = { token, coachId, expiresAt: Date.parse(expiresAt), email, password: COACH_PASSWORD };
  writeState({ ...readState(), coach });
  return coach;
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

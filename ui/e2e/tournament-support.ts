import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  accountCallSlot,
  COACH_PASSWORD,
  newCoachEmail,
  uniqueSuffix,
  type CoachAccount,
  type SavedSession,
} from './support';

/** Seeding for the tournament pages' browser tests: everything goes through the real API. */

export const bearer = (session: SavedSession) => ({ Authorization: `Bearer ${session.token}` });

/** A coach of its own (a test that registers teams must not share a coach with other files). */
export async function signUpCoach(request: APIRequestContext): Promise<CoachAccount> {
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
  return { token, coachId, expiresAt: Date.parse(expiresAt), email, password: COACH_PASSWORD };
}

export async function createOrg(
  request: APIRequestContext,
  admin: SavedSession,
  orgName = `Org ${uniqueSuffix()}`,
) {
  const response = await request.post('/api/admin/createOrg', {
    headers: bearer(admin),
    data: { orgName, orgAddress: '10 Rink Road, Springfield' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { orgId } = (await response.json()) as { orgId: string };
  return { orgId, orgName };
}

export interface SeedPlayer {
  name: string;
  number?: number;
  BY?: number;
  goalie?: boolean;
  taxi?: boolean;
  active?: boolean;
}

export interface SeedTeam {
  org: string;
  team: string;
  year: number;
  headCoach?: string;
  assistantCoaches?: string;
  players: SeedPlayer[];
}

/** Registers a team for a coach (the spec's flat payload); answers its registeredTeamId. */
export async function registerTeam(request: APIRequestContext, coach: CoachAccount, seed: SeedTeam) {
  const data: Record<string, unknown> = {
    org: seed.org,
    team: seed.team,
    year: seed.year,
    headCoach: seed.headCoach ?? 'Pat Head',
    assistantCoaches: seed.assistantCoaches ?? 'Sam Helper',
  };
  seed.players.forEach((player, index) => {
    const n = index + 1;
    data[`name${n}`] = player.name;
    data[`number${n}`] = player.number ?? null;
    data[`BY${n}`] = player.BY ?? null;
    data[`playerIsGoalie${n}`] = player.goalie ?? false;
    data[`playerIsTaxi${n}`] = player.taxi ?? false;
    data[`playerIsActive${n}`] = player.active ?? true;
  });
  const response = await request.post(`/api/registration/registeredTeams/${coach.coachId}`, {
    headers: bearer(coach),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { registeredTeamId: string }).registeredTeamId;
}

/** The flat form answer of a coach's team (what the edit page loads). */
export async function readCoachTeam(
  request: APIRequestContext,
  coach: CoachAccount,
  team: string,
  year: number,
) {
  const response = await request.get(`/api/admin/${coach.coachId}/${encodeURIComponent(team)}/${year}`, {
    headers: bearer(coach),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

export async function createTournament(
  request: APIRequestContext,
  admin: SavedSession,
  leagueNameAndDesc: string,
  closeDate: string,
  price = 150,
) {
  const response = await request.post('/api/admin/createTournament', {
    headers: bearer(admin),
    data: { leagueNameAndDesc, closeDate, price },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { tournamentId: string }).tournamentId;
}

/** YYYY-MM-DD some days from today (UTC: the tests only need "clearly open"). */
export function daysFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The page must not scroll sideways (tables scroll inside their own containers). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits out the 200 ms modal transition so screenshots show the modal in place. */
export const settle = (page: Page) => page.waitForTimeout(300);

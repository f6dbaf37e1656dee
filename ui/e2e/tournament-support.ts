import { comparePositions, isPosition } from '@league/contracts';
import { expect, type APIRequestContext, type APIResponse, type Page } from './app-test';
import {
  accountCallSlot,
  COACH_PASSWORD,
  newCoachEmail,
  uniqueSuffix,
  type CoachAccount,
  type SavedSession,
} from './support';

/**
 * Seeding for the tournament pages' browser tests: everything goes through the real API. Every write
 * keeps the highest position answered, and pages are opened reading their seeds (X-Min-Position),
 * never racing the projections.
 */
let seededPosition: string | null = null;

/** Counts a write made elsewhere (e.g. league-play-support's `lastPosition`) as seeded. */
export function noteSeeded(position: unknown) {
  if (isPosition(position) && (seededPosition === null || comparePositions(position, seededPosition) > 0)) {
    seededPosition = position;
  }
}

async function recorded(response: APIResponse, status: number) {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  const body = JSON.parse(text) as Record<string, unknown>;
  noteSeeded(body.position);
  return body;
}

/** Opens `path` with these sessions, its reads waiting for everything seeded so far. */
export async function openSeeded(
  page: Page,
  path: string,
  sessions: { admin?: SavedSession; coach?: CoachAccount },
) {
  await page.goto('/info');
  await page.evaluate(
    ({ admin, coach, position }) => {
      if (admin) localStorage.setItem('adminSession', JSON.stringify(admin));
      if (coach) {
        const { token, expiresAt, coachId } = coach;
        localStorage.setItem('coachSession', JSON.stringify({ token, expiresAt, coachId }));
        localStorage.setItem('id', coachId);
      }
      if (position) sessionStorage.setItem('minReadPosition', position);
    },
    { ...sessions, position: seededPosition },
  );
  await page.goto(path);
}

export const bearer = (session: Pick<SavedSession, 'token'>) => ({
  Authorization: `Bearer ${session.token}`,
});

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
  const { orgId } = (await recorded(response, 201)) as { orgId: string };
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

/** Registers a team for a coach (the flat payload of docs/rules.md §3); answers its registeredTeamId. */
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
  return ((await recorded(response, 201)) as { registeredTeamId: string }).registeredTeamId;
}

/** The flat form answer of a coach's team (what the edit page loads). */
export async function readCoachTeam(
  request: APIRequestContext,
  coach: Pick<CoachAccount, 'coachId' | 'token'>,
  team: string,
  year: number,
  /** the page's own last write (sessionStorage minReadPosition) when the page made the writes */
  minPosition: string | null = seededPosition,
) {
  const response = await request.get(`/api/admin/${coach.coachId}/${encodeURIComponent(team)}/${year}`, {
    headers: { ...bearer(coach), ...(minPosition ? { 'X-Min-Position': minPosition } : {}) },
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
  return ((await recorded(response, 201)) as { tournamentId: string }).tournamentId;
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

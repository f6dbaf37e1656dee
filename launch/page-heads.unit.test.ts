import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { pageTitles, SITE_NAME, siteRoute } from '@league/contracts/site-pages';
import type { LeagueInfo } from '@league/read-models/leagues';
import type { TeamPageNaming } from '@league/read-models/site-pages';
import { describePage, NOT_FOUND_HEAD, type PageLookups } from './page-heads';

const LEAGUE: LeagueInfo = {
  leagueId: randomUUID(),
  leagueName: "Men's A",
  divisionName: null,
  session: 'Spring',
  year: 2026,
  isCurrent: true,
};

const TEAM: TeamPageNaming = {
  teamId: randomUUID(),
  teamName: 'Albany Aces',
  leagueId: LEAGUE.leagueId,
  leagueName: "Men's A",
  divisionName: 'North',
  session: 'Spring',
  year: 2026,
};

type Lookups = PageLookups & { league: ReturnType<typeof vi.fn>; teamPage: ReturnType<typeof vi.fn> };

/** Lookups that find nothing, but the league and its team once `recorded` is true. */
function lookups(state: { recorded: boolean }): Lookups {
  const none = async () => null;
  return {
    game: none,
    player: none,
    venue: none,
    team: none,
    teamNamed: none,
    league: vi.fn(async (leagueId: string) =>
      state.recorded && leagueId === LEAGUE.leagueId ? LEAGUE : null,
    ),
    teamPage: vi.fn(async (teamId: string) => (state.recorded && teamId === TEAM.teamId ? TEAM : null)),
  };
}

describe('the head of a page', () => {
  it('looks a page found missing up once more after the read models caught up', async () => {
    const state = { recorded: false };
    const caughtUp = vi.fn(async () => void (state.recorded = true));
    const head = await describePage(
      siteRoute.standings.href({ leagueId: LEAGUE.leagueId }),
      lookups(state),
      caughtUp,
    );
    expect(caughtUp).toHaveBeenCalledOnce();
    expect(head).toEqual({
      status: 200,
      title: `Standings — Men's A Spring 2026 — ${SITE_NAME}`,
      description: "Standings of Men's A Spring 2026: wins, losses, ties and points of every team.",
      noindex: false,
    });
  });

  it('answers 404 when it is still missing then', async () => {
    const caughtUp = vi.fn(async () => {});
    const found = lookups({ recorded: false });
    expect(await describePage(siteRoute.leagueHub.href({ leagueId: LEAGUE.leagueId }), found, caughtUp)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(found.league).toHaveBeenCalledTimes(2);
  });

  it('waits for nothing when the page is found, names nothing, or is no page', async () => {
    const caughtUp = vi.fn(async () => {});
    const found = lookups({ recorded: true });
    expect(
      (await describePage(siteRoute.leagueHub.href({ leagueId: LEAGUE.leagueId }), found, caughtUp)).status,
    ).toBe(200);
    expect((await describePage('/rosters', found, caughtUp)).status).toBe(200);
    expect(await describePage('/no/such/page', found, caughtUp)).toBe(NOT_FOUND_HEAD);
    expect(caughtUp).not.toHaveBeenCalled();
  });

  it('answers 404 for an id that cannot exist without looking it up', async () => {
    const found = lookups({ recorded: true });
    expect(await describePage(siteRoute.leagueHub.href({ leagueId: 'not-a-uuid' }), found)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(found.league).not.toHaveBeenCalled();
  });

  it('keeps admin and coach pages out of search results', async () => {
    const found = lookups({ recorded: false });
    expect(await describePage('/admin/venues', found)).toMatchObject({ status: 200, noindex: true });
    expect(await describePage(`/teamRegistration/${randomUUID()}`, found)).toMatchObject({
      status: 200,
      title: `Team Registration — ${SITE_NAME}`,
      noindex: true,
    });
  });

  it('titles the bracket and team pages as the UI does, after the league and the team', async () => {
    const found = lookups({ recorded: true });
    expect(await describePage(siteRoute.bracket.href({ leagueId: LEAGUE.leagueId }), found)).toEqual({
      status: 200,
      title: pageTitles.bracket(LEAGUE),
      description:
        "Playoff bracket of Men's A Spring 2026: the playoff and championship games by round, with seeds and results.",
      noindex: false,
    });
    expect(await describePage(siteRoute.team.href({ teamId: TEAM.teamId }), found)).toEqual({
      status: 200,
      title: `Albany Aces — Men's A - North Division Spring 2026 — ${SITE_NAME}`,
      description:
        "Albany Aces, Men's A - North Division Spring 2026: record, rank, next game, roster, schedule and results.",
      noindex: false,
    });
    expect((await describePage(siteRoute.team.href({ teamId: TEAM.teamId }), found)).title).toBe(
      pageTitles.team(TEAM),
    );
  });

  it('answers 404 for the bracket of no league and the page of no team, after waiting for the read models', async () => {
    const caughtUp = vi.fn(async () => {});
    const found = lookups({ recorded: false });
    expect(await describePage(siteRoute.bracket.href({ leagueId: LEAGUE.leagueId }), found, caughtUp)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(await describePage(siteRoute.team.href({ teamId: TEAM.teamId }), found, caughtUp)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(caughtUp).toHaveBeenCalledTimes(2);
    expect(found.teamPage).toHaveBeenCalledTimes(2);
    expect(await describePage(siteRoute.team.href({ teamId: 'not-a-uuid' }), found)).toBe(NOT_FOUND_HEAD);
    expect(await describePage(siteRoute.bracket.href({ leagueId: 'not-a-uuid' }), found)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(found.teamPage).toHaveBeenCalledTimes(2);
  });

  it('finds a team recorded while the page waited', async () => {
    const state = { recorded: false };
    const caughtUp = vi.fn(async () => void (state.recorded = true));
    const head = await describePage(siteRoute.team.href({ teamId: TEAM.teamId }), lookups(state), caughtUp);
    expect(head.status).toBe(200);
    expect(caughtUp).toHaveBeenCalledOnce();
  });
});

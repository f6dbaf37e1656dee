import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { publicPageHref, SITE_NAME } from '@league/contracts/site-pages';
import type { LeagueInfo } from '@league/read-models/leagues';
import { describePage, NOT_FOUND_HEAD, type PageLookups } from './page-heads';

const LEAGUE: LeagueInfo = {
  leagueId: randomUUID(),
  leagueName: "Men's A",
  divisionName: null,
  session: 'Spring',
  year: 2026,
  isCurrent: true,
};

/** Lookups that find nothing, but the league once `recorded` is true. */
function lookups(state: { recorded: boolean }): PageLookups & { league: ReturnType<typeof vi.fn> } {
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
  };
}

describe('the head of a page', () => {
  it('looks a page found missing up once more after the read models caught up', async () => {
    const state = { recorded: false };
    const caughtUp = vi.fn(async () => void (state.recorded = true));
    const head = await describePage(publicPageHref.standings(LEAGUE.leagueId), lookups(state), caughtUp);
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
    expect(await describePage(publicPageHref.leagueHub(LEAGUE.leagueId), found, caughtUp)).toBe(
      NOT_FOUND_HEAD,
    );
    expect(found.league).toHaveBeenCalledTimes(2);
  });

  it('waits for nothing when the page is found, names nothing, or is no page', async () => {
    const caughtUp = vi.fn(async () => {});
    const found = lookups({ recorded: true });
    expect((await describePage(publicPageHref.leagueHub(LEAGUE.leagueId), found, caughtUp)).status).toBe(200);
    expect((await describePage('/rosters', found, caughtUp)).status).toBe(200);
    expect(await describePage('/no/such/page', found, caughtUp)).toBe(NOT_FOUND_HEAD);
    expect(caughtUp).not.toHaveBeenCalled();
  });

  it('answers 404 for an id that cannot exist without looking it up', async () => {
    const found = lookups({ recorded: true });
    expect(await describePage(publicPageHref.leagueHub('not-a-uuid'), found)).toBe(NOT_FOUND_HEAD);
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
});

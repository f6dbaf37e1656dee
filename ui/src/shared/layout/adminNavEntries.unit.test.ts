import { SITE_ROUTES, staffMayOpen } from '@league/contracts/site-pages';
import { describe, expect, it } from 'vitest';
import { adminNavEntries } from './adminNavEntries';

const labels = (role: Parameters<typeof adminNavEntries>[0]) =>
  adminNavEntries(role).map((entry) => entry.label);

describe('the admin menu by role', () => {
  it('offers those who run the league every area, the staff and their account', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(labels(role)).toEqual([
        'LEAGUE PLAY',
        'CODE OF CONDUCT',
        'REGISTERED TEAMS',
        'ARCHIVED TEAMS',
        'ORGANIZATIONS',
        'SUSPENDED PLAYERS',
        'VENUES',
        'STAFF',
        'ACCOUNT',
      ]);
    }
  });

  it('offers a scorekeeper the games to score and their account only', () => {
    expect(labels('scorekeeper')).toEqual(['GAMES TO SCORE', 'ACCOUNT']);
  });

  it('never offers a page the role may not open', () => {
    for (const role of ['owner', 'admin', 'scorekeeper'] as const) {
      for (const entry of adminNavEntries(role))
        expect(staffMayOpen(entry.route, role), entry.label).toBe(true);
    }
  });

  it('leaves a scorekeeper no admin page but the games and their results', () => {
    const open = SITE_ROUTES.filter(
      (route) => route.access === 'admin' && staffMayOpen(route, 'scorekeeper'),
    );
    expect(open.map((route) => route.path)).toEqual([
      '/admin/gameResults/:id',
      '/admin/playoffGameResults/:id',
      '/admin/championshipGameResults/:id',
      '/admin/gamesToScore',
      '/admin/game/:gameId/sheet',
    ]);
  });
});

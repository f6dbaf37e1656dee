import { siteRoute } from '@league/contracts/site-pages';
import { describe, expect, it } from 'vitest';
import type { AdminSession, CoachSession, Sessions } from '../shared/session/sessionStore';
import { guardDecision } from './guardDecision';

const staff = (role: AdminSession['role']): AdminSession => ({
  token: 't',
  expiresAt: Date.now() + 60_000,
  staffId: 's',
  name: 'Sam',
  role,
});
const coach: CoachSession = { token: 'c', expiresAt: Date.now() + 60_000, coachId: 'c1' };
const as = (sessions: Partial<Sessions>): Sessions => ({ admin: null, coach: null, ...sessions });

describe('route guard', () => {
  it('sends a visitor to the login each kind of page needs', () => {
    expect(guardDecision(siteRoute.venues, as({}))).toEqual({ login: '/admin/login' });
    expect(guardDecision(siteRoute.teamRegistration, as({}))).toEqual({ login: '/register' });
    expect(guardDecision(siteRoute.account, as({}))).toEqual({ login: '/register' });
    expect(guardDecision(siteRoute.forgotPassword, as({}))).toEqual({ show: true });
  });

  it('shows an admin page to the roles it is for, and "not allowed" to the others', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(guardDecision(siteRoute.venues, as({ admin: staff(role) }))).toEqual({ show: true });
      expect(guardDecision(siteRoute.staff, as({ admin: staff(role) }))).toEqual({ show: true });
    }
    const scorekeeper = as({ admin: staff('scorekeeper') });
    expect(guardDecision(siteRoute.venues, scorekeeper)).toEqual({ notAllowed: 'scorekeeper' });
    expect(guardDecision(siteRoute.staff, scorekeeper)).toEqual({ notAllowed: 'scorekeeper' });
    expect(guardDecision(siteRoute.masterSchedule, scorekeeper)).toEqual({ notAllowed: 'scorekeeper' });
    expect(guardDecision(siteRoute.gamesToScore, scorekeeper)).toEqual({ show: true });
    expect(guardDecision(siteRoute.gameResults, scorekeeper)).toEqual({ show: true });
    expect(guardDecision(siteRoute.playoffGameResults, scorekeeper)).toEqual({ show: true });
    expect(guardDecision(siteRoute.championshipGameResults, scorekeeper)).toEqual({ show: true });
  });

  it('keeps a coach out of admin pages and a scorekeeper out of coach pages', () => {
    expect(guardDecision(siteRoute.venues, as({ coach }))).toEqual({ login: '/admin/login' });
    expect(guardDecision(siteRoute.teamRegistration, as({ coach }))).toEqual({ show: true });
    expect(guardDecision(siteRoute.teamRegistration, as({ admin: staff('admin') }))).toEqual({ show: true });
    expect(guardDecision(siteRoute.teamRegistration, as({ admin: staff('scorekeeper') }))).toEqual({
      login: '/register',
    });
  });

  it('opens the account page to anyone signed in', () => {
    expect(guardDecision(siteRoute.account, as({ coach }))).toEqual({ show: true });
    expect(guardDecision(siteRoute.account, as({ admin: staff('scorekeeper') }))).toEqual({ show: true });
  });
});

import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner';

const site = { url: 'http://localhost:3000', demoLoaded: false };

describe('the start-up banner', () => {
  it('prints a password only when it was generated just now', () => {
    const banner = startupBanner({
      ...site,
      admin: {
        email: 'admin@league.local',
        password: 'LgRandom7',
        source: 'generated',
        file: '/d/admin.json',
      },
    });
    expect(banner).toContain('LgRandom7');
    expect(banner).toContain('/d/admin.json');
  });

  it('never prints a password from the environment', () => {
    const banner = startupBanner({
      ...site,
      admin: { email: 'boss@league.org', password: 'From-The-Env-1', source: 'environment', file: null },
    });
    expect(banner).toContain('boss@league.org');
    expect(banner).not.toContain('From-The-Env-1');
    expect(banner).toContain('LEAGUE_ADMIN_PASSWORD');
  });

  it('points to the file of a password generated on an earlier start', () => {
    const banner = startupBanner({
      ...site,
      admin: { email: 'admin@league.local', password: 'LgRandom7', source: 'saved', file: '/d/admin.json' },
    });
    expect(banner).not.toContain('LgRandom7');
    expect(banner).toContain('saved in /d/admin.json');
  });

  it("prints the demo's published logins beside the admin's: its staff and its coaches", () => {
    const banner = startupBanner({
      url: 'http://localhost:3000',
      demoLoaded: true,
      admin: { email: 'admin@league.local', password: 'x', source: 'saved', file: '/d/admin.json' },
    });
    expect(banner).toContain('http://localhost:3000/admin/login (password Staff12345!)');
    expect(banner).toMatch(/maria\.santos@league\.test +Maria Santos, admin/);
    expect(banner).toMatch(/tom\.lindqvist@league\.test +Tom Lindqvist, scorekeeper/);
    expect(banner).toContain('http://localhost:3000/register (password Coach12345!)');
    expect(banner).toContain('coach.walsh@league.test');
    expect(
      startupBanner({ ...site, admin: { email: 'a@b.c', password: 'x', source: 'saved', file: 'f' } }),
    ).not.toContain('Demo staff');
  });
});

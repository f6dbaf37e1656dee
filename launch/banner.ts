import { COACHES, DEMO_COACH_PASSWORD } from './demo/tournament';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo/staff';
import type { AdminCredentials } from './secrets';

/** The demo's published logins: its staff (at /admin/login) and its coaches (at /register). */
function demoLogins(url: string): string[] {
  return [
    `  Demo staff, at ${url}/admin/login (password ${DEMO_STAFF_PASSWORD}):`,
    ...DEMO_STAFF.map((member) => `    ${member.email}   ${member.name}, ${member.role}`),
    `  Demo coaches, at ${url}/register (password ${DEMO_COACH_PASSWORD}):`,
    ...COACHES.map((coach) => `    ${coach.email}`),
  ];
}

/**
 * What `npm start` prints once the site listens. A password is printed only when it was generated just
 * now (the one time its owner can see it); one from the environment is never echoed into a terminal or
 * a log collector.
 */
export function startupBanner(site: { url: string; admin: AdminCredentials; demoLoaded: boolean }): string {
  const { admin } = site;
  const password =
    admin.source === 'generated'
      ? `${admin.password}   (generated now, saved in ${admin.file})`
      : admin.source === 'saved'
        ? `saved in ${admin.file}`
        : 'as set in LEAGUE_ADMIN_PASSWORD';
  const lines = [
    '',
    `  League site running at ${site.url}`,
    `  Admin login: ${site.url}/admin/login`,
    `    e-mail:   ${admin.email}`,
    `    password: ${password}`,
    // the owner may choose a password of their own (account page, reset link): it stands until the
    // configured password changes (docs/accounts.md)
    '    (or the one you chose on your account page since)',
    ...(site.demoLoaded
      ? ['  Demo league loaded (LEAGUE_DEMO=0 starts empty).', ...demoLogins(site.url)]
      : []),
    '',
  ];
  return lines.join('\n');
}

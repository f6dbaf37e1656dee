import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The JWT secret: LEAGUE_JWT_SECRET, else one made on first start and kept in the data dir (mode 600). */
export async function jwtSecret(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export interface AdminCredentials {
  email: string;
  password: string;
  /**
   * environment: LEAGUE_ADMIN_EMAIL/LEAGUE_ADMIN_PASSWORD; generated: made just now (printed once);
   * saved: generated on an earlier start and kept in `file`
   */
  source: 'environment' | 'generated' | 'saved';
  /** where a generated password is kept */
  file: string | null;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@league.local';

/** LEAGUE_ADMIN_EMAIL/LEAGUE_ADMIN_PASSWORD when given, else the ones saved by an earlier start, else null. */
export async function knownAdminCredentials(
  dataDir: string,
  email: string | undefined,
  password: string | undefined,
): Promise<AdminCredentials | null> {
  if (email && password) return { email, password, source: 'environment', file: null };
  const file = join(dataDir, 'admin-credentials.json');
  if (!existsSync(file)) return null;
  const saved = JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string };
  return { ...saved, source: 'saved', file };
}

/**
 * LEAGUE_ADMIN_EMAIL/LEAGUE_ADMIN_PASSWORD when given; otherwise the admin created on an earlier start
 * (kept in the data dir, mode 600), or a new one with a random password.
 */
export async function adminCredentials(
  dataDir: string,
  email: string | undefined,
  password: string | undefined,
): Promise<AdminCredentials> {
  const known = await knownAdminCredentials(dataDir, email, password);
  if (known) return known;
  const file = join(dataDir, 'admin-credentials.json');
  // upper, lower and a digit guaranteed, as the site's password rule asks
  const generatedPassword = `Lg${randomBytes(12).toString('base64url')}7`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(
    file,
    JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: generatedPassword }, null, 2) + '\n',
    {
      mode: 0o600,
    },
  );
  return { email: DEFAULT_ADMIN_EMAIL, password: generatedPassword, source: 'generated', file };
}

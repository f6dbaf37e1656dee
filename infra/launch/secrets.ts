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
  /** true when the password was made just now (printed once) */
  generated: boolean;
  /** where a generated password is kept */
  file: string | null;
}

const DEFAULT_ADMIN_EMAIL = 'admin@league.local';

/**
 * LEAGUE_ADMIN_EMAIL/LEAGUE_ADMIN_PASSWORD when given; otherwise the admin created on an earlier start
 * (kept in the data dir, mode 600), or a new one with a random password.
 */
export async function adminCredentials(
  dataDir: string,
  email: string | undefined,
  password: string | undefined,
): Promise<AdminCredentials> {
  if (email && password) return { email, password, generated: false, file: null };
  const file = join(dataDir, 'admin-credentials.json');
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string };
    return { ...saved, generated: false, file };
  }
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
  return { email: DEFAULT_ADMIN_EMAIL, password: generatedPassword, generated: true, file };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { sqlPersonalData } from '@league/infra/personal-data';
import { startEmbedded, type EmbeddedSite } from '../embedded-app';
import type { DemoApi } from './api';
import { DEMO_NEWS_DAYS_AGO, loadContentDemo } from './content';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import { addDays } from './league-play-games';
import { startTestSmtpServer } from '../../projectors/src/notifier/smtp-test-server';

const ADMIN = { email: 'admin@league.test', password: 'Admin12345!' };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 5),
]);

let dataDir: string;
let site: EmbeddedSite;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'league-content-'));
  smtp = await startTestSmtpServer();
  const config = loadConfig({
    LEAGUE_DATA_DIR: dataDir,
    PORT: '0',
    LEAGUE_DEMO: '0', // the content demo only: loaded below through the same routes
    LEAGUE_ADMIN_EMAIL: ADMIN.email,
    LEAGUE_ADMIN_PASSWORD: ADMIN.password,
    LEAGUE_MAIL_TO: 'office@league.test',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
  });
  site = await startEmbedded(config, createLogger('test', 'silent'), { serveUi: false });
  const token = String((await call('POST', '/api/admin/login', ADMIN)).body.token);
  const api: Pick<DemoApi, 'call'> = {
    async call(method, url, payload, ifMatch) {
      const answer = await call(method, url, payload, token, ifMatch);
      if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status}`);
      return answer.body;
    },
  };
  await loadContentDemo(api as DemoApi, { venueIds: [], today: todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE) });
}, 400_000);
afterAll(async () => {
  await site?.close();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, token?: string, ifMatch?: number) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('content in the embedded site', { timeout: 60_000 }, () => {
  it('loads the demo content: news newest first, videos, a current and an archived suspension', async () => {
    const token = String((await call('POST', '/api/admin/login', ADMIN)).body.token);
    const news = (await call('GET', '/api/admin/news')).body.allNews as Array<{ newsDate: string }>;
    // dated some days before today, newest first
    const today = todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE);
    expect(news.map((n) => n.newsDate)).toEqual(DEMO_NEWS_DAYS_AGO.map((days) => addDays(today, -days)));
    expect(((await call('GET', '/api/admin/videos')).body.allVideos as unknown[]).length).toBe(2);
    const current = await call('GET', '/api/admin/allSuspendedPlayers', undefined, token);
    expect(
      (current.body.allSuspendedPlayers as Array<{ playerName: string }>).map((s) => s.playerName),
    ).toEqual(['Jordan Miles']);
    const archived = await call('GET', '/api/registration/allArchivedSuspensions', undefined, token);
    expect(
      (archived.body.archivedSuspensions as Array<{ playerName: string }>).map((s) => s.playerName),
    ).toEqual(['Chris Dorsey']);
  });

  it('mails a visitor question to LEAGUE_MAIL_TO and an admin e-mail to each coach, once, shown sent in the outbox', async () => {
    const contact = await call('POST', '/api/contact', {
      fromName: 'Pat Fan',
      fromEmail: 'pat@fans.org',
      message: 'When does the season start?',
    });
    expect(contact.status).toBe(202);
    const signUp = await call('POST', '/api/admin/coachSignup', {
      signUpEmail: 'coach.one@team.org',
      signUpPassword: 'Hockey2025',
    });
    expect(signUp.status).toBe(201);
    // mail to every coach goes to confirmed addresses: the coach follows the link mailed at sign-up
    const coachEvents = await sqlPersonalData(site.db).open(
      await site.store.readStream(`coach-${String(signUp.body.coachId)}`),
    );
    const link = coachEvents.find((event) => event.type === 'EmailConfirmationRequested')!.data as {
      link: string;
    };
    const confirmed = await call('POST', '/api/account/verifyEmail', {
      token: new URL(link.link).searchParams.get('token'),
    });
    expect(confirmed.status).toBe(200);
    const token = String((await call('POST', '/api/admin/login', ADMIN)).body.token);
    const sent = await until(async () => {
      const answer = await call(
        'POST',
        '/api/admin/sendEmail',
        { subject: 'Hello', message: 'Rosters due.' },
        token,
      );
      // the coach address read model may need a moment after the sign-up
      return answer.status === 202 ? answer : null;
    });
    expect(sent.body.queued).toBe(1);
    const outbox = await until(async () => {
      const answer = await call('GET', '/api/admin/mail/outbox', undefined, token);
      const items = (answer.body.outbox as Array<{ kind: string; status: string; to: string }>).filter(
        (m) => m.kind === 'contact' || m.kind === 'broadcast',
      );
      return items.length === 2 && items.every((m) => m.status === 'sent') ? items : null;
    });
    expect(outbox.map((m) => m.to).sort()).toEqual(['coach.one@team.org', 'office@league.test']);
    // and the sign-up's confirmation link, which the coach was mailed first
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'coach.one@team.org',
      'coach.one@team.org',
      'office@league.test',
    ]);
  });

  it('serves an uploaded player photo, which the player history shows', async () => {
    const token = String((await call('POST', '/api/admin/login', ADMIN)).body.token);
    const player = await call(
      'POST',
      '/api/admin/createPlayer',
      { firstName: 'Sam', lastName: 'Carter' },
      token,
    );
    expect(player.status).toBe(201);
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'sam.png');
    const upload = await fetch(`${site.url}/api/player/${String(player.body.playerId)}/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const photo = await fetch(`${site.url}${url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    const history = await until(async () => {
      const answer = await call('GET', `/api/player/${String(player.body.playerId)}/history`);
      return answer.status === 200 && answer.body.photo === url ? answer : null;
    });
    expect(history.body).toMatchObject({ firstName: 'Sam', lastName: 'Carter', photo: url });
    const traversal = await fetch(`${site.url}/api/photos/..%2F..%2Fjwt-secret`);
    expect(traversal.status).toBe(400);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The headers an `add_header Name "value" always;` file sets, by lower-cased name. */
function addedHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of conf.split('\n')) {
    const match = /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line.trim());
    if (match) headers[match[1]!.toLowerCase()] = match[2]!;
  }
  return headers;
}

describe('the production image and its proxy', () => {
  it('nginx sends the UI with the same security headers as the APIs', async () => {
    const app = await createHttpApp();
    app.get('/probe', async () => ({}));
    const answer = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    const security = Object.fromEntries(
      Object.entries(answer.headers).filter(
        ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      ),
    );
    expect(Object.keys(security)).toContain('content-security-policy');
    expect(addedHeaders(read('./security-headers.conf'))).toEqual(security);
  });

  it('includes them where nginx serves the UI itself; the APIs send their own', () => {
    const nginx = read('./nginx.conf');
    const include = 'include /etc/nginx/security-headers.conf;';
    const locations = Object.fromEntries(
      nginx
        .split('location ')
        .slice(1)
        .map((block) => [block.slice(0, block.indexOf('{')).trim(), block.slice(0, block.indexOf('}'))]),
    );
    expect(locations['/']).toContain(include);
    expect(locations['/assets/']).toContain(include);
    expect(locations['/api/']).not.toContain(include); // the APIs' own headers, not twice
    expect(read('./Dockerfile')).toMatch(
      /COPY infra\/docker\/security-headers\.conf \/etc\/nginx\/security-headers\.conf/,
    );
  });

  it("lets nginx hold a final's audience: 16,384 connections per worker and the files they need", () => {
    // the image's own nginx.conf as nginx:alpine ships it, changed by the Dockerfile's command
    const shipped = 'user  nginx;\nworker_processes  auto;\n\nevents {\n    worker_connections  1024;\n}\n';
    const command = /^RUN (sed -i (?:.*\\\n)*.*)$/m.exec(read('./Dockerfile'))![1]!.replace(/\\\n\s*/g, ' ');
    const dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    try {
      writeFileSync(join(dir, 'nginx.conf'), shipped);
      execFileSync('sh', ['-c', command.replaceAll('/etc/nginx/nginx.conf', join(dir, 'nginx.conf'))]);
      const changed = readFileSync(join(dir, 'nginx.conf'), 'utf8');
      expect(changed).toContain('    worker_connections 16384;\n');
      expect(changed.trimEnd().split('\n').at(-1)).toBe('worker_rlimit_nofile 40000;'); // main context
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts empty: the demo league (with its published coach password) only when asked', () => {
    expect(read('./Dockerfile')).toMatch(/^ENV .*\bLEAGUE_DEMO=0\b/m);
    expect(read('../../docker-compose.yml')).toMatch(/LEAGUE_DEMO: \$\{LEAGUE_DEMO:-0\}/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const nginx = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');

describe('the reverse proxy of the distributed run', () => {
  it('tells the APIs the address it saw, never one the client wrote', () => {
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });
});

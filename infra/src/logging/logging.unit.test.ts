import { describe, expect, it } from 'vitest';
import { addressHash, createLogger, redactAddresses } from '.';

function captured() {
  const lines: string[] = [];
  const logger = createLogger('test', 'info', { write: (line: string) => lines.push(line) });
  return { logger, output: () => lines.join('') };
}

describe('log lines', () => {
  it('carry a keyed hash of each e-mail address, never the address: in fields, messages and errors', () => {
    const { logger, output } = captured();
    logger.info({ to: 'Coach.Walsh@League.test', nested: { list: ['a@b.org'] } }, 'mailed kim@example.com');
    logger.warn({ err: new Error('550 5.1.1 <gone@example.net>: Recipient address rejected') }, 'failed');
    const text = output();
    expect(text).not.toMatch(/walsh|league\.test|a@b\.org|kim@|example\.(com|net)/i);
    expect(text).toContain(addressHash('coach.walsh@league.test'));
    expect(text).toContain(addressHash('a@b.org'));
    expect(text).toContain(addressHash('kim@example.com'));
    expect(text).toContain(addressHash('gone@example.net'));
    // still JSON, line by line
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('leave passwords out', () => {
    const { logger, output } = captured();
    logger.info({ password: 'Secret-1', body: { signUpPassword: 'Secret-2' } }, 'login');
    expect(output()).not.toMatch(/Secret-/);
  });
});

describe('redactAddresses', () => {
  it('hashes the same address the same way whatever its case, and two addresses differently', () => {
    expect(addressHash('Pat@Fans.org')).toBe(addressHash('pat@fans.org'));
    expect(addressHash('pat@fans.org')).not.toBe(addressHash('pam@fans.org'));
    expect(addressHash('pat@fans.org')).toMatch(/^<address:[0-9a-f]{12}>$/);
  });

  it('replaces with a fixed text when asked, and leaves text without an address alone', () => {
    expect(redactAddresses('451 <pat@fans.org> busy', '<address>')).toBe('451 <<address>> busy');
    expect(redactAddresses('no address @ here, nor a@b')).toBe('no address @ here, nor a@b');
  });

  // a search that starts anew inside each run would take minutes here, past the test's time limit
  it('searches long runs that look almost like an address without starting over inside them', () => {
    const long = 'a'.repeat(200_000) + '@' + 'b'.repeat(200_000);
    expect(redactAddresses(long)).toBe(long);
    expect(redactAddresses(`${'x.'.repeat(100_000)}@`)).toBe(`${'x.'.repeat(100_000)}@`);
  });
});

import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmailAddress } from './commands';
import { CONTACT_EMAIL_PATTERN, contactRequest } from '../content/commands/mail';

/** CPU milliseconds that `run` takes. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// Inputs built to make a backtracking matcher try every split of the text.
const adversarial = [
  'a@a.'.repeat(1500) + ' x',
  'a@a.'.repeat(25_000) + ' x',
  'a@' + 'a.'.repeat(50_000) + '!',
  'a'.repeat(100_000) + '@',
  '@'.repeat(100_000),
  'a@' + '.'.repeat(100_000),
  'a@' + 'a'.repeat(100_000) + ' ',
  'a@b' + '.a'.repeat(50_000) + '.1',
];

describe('e-mail patterns on user input', () => {
  it('answer in linear time on adversarial inputs', () => {
    for (const input of adversarial) {
      for (const pattern of [EMAIL_PATTERN, CONTACT_EMAIL_PATTERN]) {
        expect(
          cpuMs(() => pattern.test(input)),
          `${pattern} on ${input.slice(0, 20)}…`,
        ).toBeLessThan(50);
      }
      expect(cpuMs(() => isEmailAddress(input))).toBeLessThan(5);
      expect(
        cpuMs(() => contactRequest.safeParse({ fromName: 'a', fromEmail: input, message: 'm' })),
      ).toBeLessThan(50);
    }
  });

  it('accept ordinary addresses', () => {
    for (const address of ['coach@team.org', 'first.last+tag@mail.example.co.uk', 'Québec@hockey.ca']) {
      expect(isEmailAddress(address), address).toBe(true);
      expect(CONTACT_EMAIL_PATTERN.test(address), address).toBe(true);
    }
  });

  it('accept exactly one mailbox: no lists, display names or header breaks', () => {
    for (const input of [
      'me@evil.io,ceo@victim.org',
      'me@evil.io;ceo@victim.org',
      'me@evil.io ceo@victim.org',
      'Evil <me@evil.io>',
      '<me@evil.io>',
      'me@evil.io\r\nBcc: ceo@victim.org',
      '"a@b"@evil.io',
      'a@b@evil.io',
      'me@evil..io',
      'me@evil.io.',
      'me@evil',
      '',
      'a@b.c'.padEnd(255, 'c'),
    ]) {
      expect(isEmailAddress(input), JSON.stringify(input)).toBe(false);
      const contact = contactRequest.safeParse({ fromName: 'a', fromEmail: input, message: 'm' });
      expect(contact.success, JSON.stringify(input)).toBe(false);
    }
  });
});

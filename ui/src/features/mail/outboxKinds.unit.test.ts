import { OUTBOX_KINDS } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KIND_LABEL } from './outboxKinds';

describe('outbox kinds', () => {
  it('names every kind of message, the account mails by what they are for', () => {
    expect(OUTBOX_KINDS.map((kind) => OUTBOX_KIND_LABEL[kind])).toEqual([
      'Contact form',
      'League e-mail',
      'Invitation',
      'Password reset',
      'Address confirmation',
    ]);
  });
});

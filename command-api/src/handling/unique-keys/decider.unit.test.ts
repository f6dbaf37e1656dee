import { describe, it } from 'vitest';
import type { UniqueKeyEvent } from '@league/contracts';
import { givenWhenThen } from '../test-support';
import { uniqueKeyDecider } from './decider';

const spec = givenWhenThen(uniqueKeyDecider);
const key = 'riverside%20hawks';
const claimed: UniqueKeyEvent = { type: 'UniqueKeyClaimed', data: { key, ownerId: 'a' } };
const released: UniqueKeyEvent = { type: 'UniqueKeyReleased', data: { key, ownerId: 'a' } };
const claim = (ownerId: string) =>
  ({ type: 'ClaimKey', data: { key, ownerId, takenMessage: 'Taken.' } }) as const;
const release = (ownerId: string) => ({ type: 'ReleaseKey', data: { key, ownerId } }) as const;

describe('unique key decider', () => {
  it('claims a free key', () => {
    spec([], claim('a')).then([claimed]);
  });
  it('refuses a key another owner holds, with the message of the command', () => {
    spec([claimed], claim('b')).thenRefused(409, 'Taken.');
  });
  it('records nothing when the owner claims its own key again', () => {
    spec([claimed], claim('a')).then([]);
  });
  it('lets the owner release it, and then anyone claim it', () => {
    spec([claimed], release('a')).then([released]);
    spec([claimed, released], claim('b')).then([{ type: 'UniqueKeyClaimed', data: { key, ownerId: 'b' } }]);
  });
  it('ignores a release by someone who does not hold the key', () => {
    spec([claimed], release('b')).then([]);
    spec([], release('a')).then([]);
  });
  it('takes over a claim left behind by the named owner, and only that one', () => {
    const takeOver = {
      type: 'TakeOverKey',
      data: { key, from: 'a', ownerId: 'b', takenMessage: 'Taken.' },
    } as const;
    spec([claimed], takeOver).then([released, { type: 'UniqueKeyClaimed', data: { key, ownerId: 'b' } }]);
    spec([], takeOver).then([{ type: 'UniqueKeyClaimed', data: { key, ownerId: 'b' } }]);
    spec([{ type: 'UniqueKeyClaimed', data: { key, ownerId: 'c' } }], takeOver).thenRefused(409, 'Taken.');
    spec([{ type: 'UniqueKeyClaimed', data: { key, ownerId: 'b' } }], takeOver).then([]);
  });
});

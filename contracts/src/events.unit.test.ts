import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventTypes, type Check, type SameTypes } from './events';
import { GAME_EVENT_TYPES, LEAGUE_PLAY_EVENT_TYPES, type GameEvent, type LeaguePlayEvent } from './league';
import { ACCOUNT_MAIL_EVENT_TYPES, type AccountMailEvent } from './accounts';
import { MAIL_EVENT_TYPES, type MailEvent } from './content';

interface Scheduled {
  type: 'Scheduled';
  data: { id: string };
}
interface Moved {
  type: 'Moved';
  data: { id: string; to: string };
}

describe('an event type list, made from its union', () => {
  it('lists every type of the union, in the order written', () => {
    expect(eventTypes<Scheduled | Moved>({ Scheduled: true, Moved: true })).toEqual(['Scheduled', 'Moved']);
    expectTypeOf(GAME_EVENT_TYPES).toEqualTypeOf<readonly GameEvent['type'][]>();
    expect(new Set(LEAGUE_PLAY_EVENT_TYPES).size).toBe(LEAGUE_PLAY_EVENT_TYPES.length);
    expectTypeOf(LEAGUE_PLAY_EVENT_TYPES).items.toEqualTypeOf<LeaguePlayEvent['type']>();
    expectTypeOf(MAIL_EVENT_TYPES).items.toEqualTypeOf<MailEvent['type']>();
    expectTypeOf(ACCOUNT_MAIL_EVENT_TYPES).items.toEqualTypeOf<AccountMailEvent['type']>();
  });

  it('does not compile when it misses a type of the union, or names one that is not in it', () => {
    // @ts-expect-error Moved, a type of the union, is missing
    eventTypes<Scheduled | Moved>({ Scheduled: true });
    // @ts-expect-error Cancelled is no type of the union
    eventTypes<Scheduled | Moved>({ Scheduled: true, Moved: true, Cancelled: true });
  });

  it('compares two sets of types at compile time', () => {
    expectTypeOf<SameTypes<'a' | 'b', 'b' | 'a'>>().toEqualTypeOf<true>();
    expectTypeOf<SameTypes<'a' | 'b', 'a'>>().toEqualTypeOf<false>();
    expectTypeOf<Check<SameTypes<'a' | 'b', 'b' | 'a'>>>().toEqualTypeOf<true>();
    // @ts-expect-error a set that misses a type is not the same set
    expectTypeOf<Check<SameTypes<'a', 'a' | 'b'>>>().toEqualTypeOf<true>();
  });
});

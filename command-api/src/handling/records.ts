import { isDeepStrictEqual } from 'node:util';
import { conflict, notFound } from '@league/contracts';
import { aggregate } from './commands';
import type { Decider } from './decider';

/** The command and event types of one kind of record. */
export interface RecordNames {
  create: string;
  update: string;
  remove: string;
  created: string;
  updated: string;
  removed: string;
}

/** The id field of a record: `{ newsId: string }`. */
export type RecordId<Id extends string> = { [K in Id]: string };

/** Never created, created (its fields as they are now), or removed (for good: no create again). */
export type RecordState<Fields> =
  { status: 'none' } | ({ status: 'active' } & Fields) | { status: 'removed' };

/** Create with every field, update with the fields to change, remove by id. */
export type RecordCommand<Fields, Id extends string, Names extends RecordNames> =
  | { type: Names['create']; data: Fields }
  | { type: Names['update']; data: Partial<Fields> & RecordId<Id> }
  | { type: Names['remove']; data: RecordId<Id> };

/** Created and Updated carry the whole record as it is after the change; Removed carries its id. */
export type RecordEvent<Fields, Id extends string, Names extends RecordNames> =
  | { type: Names['created']; data: Fields }
  | { type: Names['updated']; data: Fields }
  | { type: Names['removed']; data: RecordId<Id> };

export type RecordDeciderConfig<Fields, Id extends string, Names extends RecordNames> = Names & {
  /** the field that holds the record's id (the id of its stream) */
  id: Id;
  /** the 409 of a create under an id that was used before */
  alreadyExistsMessage: string;
  /** the 404 of an update or a remove of a record that is not there (never created, or removed) */
  notFoundMessage: string;
  /** the record after an update; by default `mergeGiven` */
  merge?: (current: Fields, change: Partial<Fields>) => Fields;
};

/** Each field the change gives (not undefined, not null) replaces the current one; the others are kept. */
export function mergeGiven<Fields extends object>(current: Fields, change: Partial<Fields>): Fields {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof Fields)[]) {
    const given = change[key];
    if (given !== undefined && given !== null) next[key] = given as Fields[keyof Fields];
  }
  return next;
}

/**
 * The decider of a simple record: a create records it (once per id), an update records the whole
 * record as it is after the change (nothing when nothing changes), a remove removes it for good.
 */
export function recordDecider<Fields extends RecordId<Id>, Id extends string, Names extends RecordNames>(
  config: RecordDeciderConfig<Fields, Id, Names>,
): Decider<RecordState<Fields>, RecordCommand<Fields, Id, Names>, RecordEvent<Fields, Id, Names>> {
  type Event = RecordEvent<Fields, Id, Names>;
  const merge = config.merge ?? mergeGiven;
  return {
    initialState: () => ({ status: 'none' }),

    evolve(state, event) {
      switch (event.type) {
        case config.created:
        case config.updated:
          return { status: 'active', ...(event.data as Fields) };
        case config.removed:
          return { status: 'removed' };
        default:
          return state;
      }
    },

    decide(command, state) {
      if (command.type === config.create) {
        if (state.status !== 'none') throw conflict(config.alreadyExistsMessage);
        return [{ type: config.created, data: command.data } as Event];
      }
      if (state.status !== 'active') throw notFound(config.notFoundMessage);
      const { status: _status, ...rest } = state;
      const current = rest as unknown as Fields;
      if (command.type === config.update) {
        const { [config.id]: _id, ...change } = command.data as Partial<Fields>;
        const next = merge(current, change as Partial<Fields>);
        if (isDeepStrictEqual(next, current)) return [];
        return [{ type: config.updated, data: next } as Event];
      }
      const removed = { [config.id]: current[config.id] } as unknown as RecordId<Id>;
      return [{ type: config.removed, data: removed } as Event];
    },
  };
}

/** The names of a record's commands and events, made of its noun: CreateVenue, …, VenueRemoved. */
export interface RecordNamesOf<Id extends string, Noun extends string> {
  id: Id;
  create: `Create${Noun}`;
  update: `Update${Noun}`;
  remove: `Remove${Noun}`;
  created: `${Noun}Created`;
  updated: `${Noun}Updated`;
  removed: `${Noun}Removed`;
}

export function recordNames<Id extends string, Noun extends string>(
  id: Id,
  noun: Noun,
): RecordNamesOf<Id, Noun> {
  return {
    id,
    create: `Create${noun}`,
    update: `Update${noun}`,
    remove: `Remove${noun}`,
    created: `${noun}Created`,
    updated: `${noun}Updated`,
    removed: `${noun}Removed`,
  };
}

/**
 * A simple record at once, its fields given first: `simpleRecord<VenueFields>()('venueId', 'Venue',
 * venueStream, messages)` is its names (recordNames), its recordDecider and its aggregate on its stream.
 */
export const simpleRecord =
  <Fields extends object>() =>
  <Id extends keyof Fields & string, Noun extends string>(
    id: Id,
    noun: Noun,
    stream: (id: string) => string,
    messages: Omit<
      RecordDeciderConfig<Fields & RecordId<Id>, Id, RecordNamesOf<Id, Noun>>,
      keyof RecordNamesOf<Id, Noun>
    >,
  ) => {
    const names = recordNames(id, noun);
    const decider = recordDecider<Fields & RecordId<Id>, Id, RecordNamesOf<Id, Noun>>({
      ...names,
      ...messages,
    });
    return { names, decider, aggregate: aggregate(decider, stream) };
  };

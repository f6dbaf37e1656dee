import type { RecordedEvent } from '@league/contracts';
import { defineProjection, deleteWhere, tablesOf, upsertNewer, type EventHandler } from './define';
import type { Projection } from './projection';

type Field<Prefix extends string> = `${Prefix}Id` | `${Prefix}Name` | `${Prefix}Address`;

/** The events of a record with a name and an address: `VenueCreated`, `VenueUpdated`, `VenueRemoved`. */
type AddressEvent<Noun extends string, Prefix extends string> =
  | { type: `${Noun}Created` | `${Noun}Updated`; data: Record<Field<Prefix>, string> }
  | { type: `${Noun}Removed`; data: Record<`${Prefix}Id`, string> };

/**
 * A list of records that have a name and an address (venues, organizations): the table `<table>` of
 * `<prefix>_id`, `<prefix>_name`, `<prefix>_address` and `version`, the record stream's version after its
 * last event (what an edit form sends back as If-Match), indexed by name. A created or updated record is
 * written over an older version only, so a batch applied twice changes nothing; a removed one leaves the
 * table.
 */
export function addressListProjection<Noun extends string, Prefix extends string>(config: {
  table: string;
  /** the events' noun: `Venue` of VenueCreated */
  noun: Noun;
  /** the fields' prefix: `venue` of venueId, venueName, venueAddress (and of the columns) */
  prefix: Prefix;
}): Projection {
  const { table, noun, prefix } = config;
  type Event = AddressEvent<Noun, Prefix>;
  const write: EventHandler<Event> = (tx, schema, { data, streamVersion }) => {
    const fields = data as Record<Field<Prefix>, string>;
    return upsertNewer(tx, `${schema}.${table}`, [`${prefix}_id`], {
      [`${prefix}_id`]: fields[`${prefix}Id`],
      [`${prefix}_name`]: fields[`${prefix}Name`],
      [`${prefix}_address`]: fields[`${prefix}Address`],
      version: streamVersion,
    });
  };
  const remove: EventHandler<Event> = (tx, schema, { data }: RecordedEvent & Event) =>
    deleteWhere(tx, `${schema}.${table}`, { [`${prefix}_id`]: data[`${prefix}Id`] });
  return defineProjection<Event>({
    name: table,
    version: 1,
    ...tablesOf(
      (schema) => `
      CREATE TABLE ${schema}.${table} (
        ${prefix}_id uuid PRIMARY KEY,
        ${prefix}_name text NOT NULL,
        ${prefix}_address text NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX ${table}_by_name ON ${schema}.${table} (lower(${prefix}_name), ${prefix}_name);
    `,
    ),
    // the handlers' keys are made of the noun, so TypeScript cannot see them as Event's types
    on: {
      [`${noun}Created`]: write,
      [`${noun}Updated`]: write,
      [`${noun}Removed`]: remove,
    } as never,
  });
}

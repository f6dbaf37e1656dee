/**
 * A read answer's item as the read models, the query API and the UI's pages hold it: the id the answer
 * sends as `_id`, under the name the domain gives it (`NamedId<VenueListItem, 'venueId'>`). `_id` is a
 * name of the HTTP answers only: the query API's answers modules write it and the UI's api modules read
 * it (docs/architecture.md, "Events that change shape").
 */
export type NamedId<Wire extends { _id: string }, Id extends string> = Record<Id, string> & Omit<Wire, '_id'>;

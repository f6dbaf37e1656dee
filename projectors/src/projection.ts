import type { RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/**
 * A read model. Its tables live in a schema of their own per build (rm_<name>_g<generation>), and readers
 * see each table through the view rm.<table>, which the runner repoints in one transaction when a rebuild
 * is complete (blue-green): readers never see an empty or half-built table.
 */
export interface Projection {
  /** unique, lowercase letters, digits and underscores: 'venues' */
  readonly name: string;
  /** bump when tables or handling change: the runner rebuilds (blue-green) at start */
  readonly version: number;
  /** table names it owns, exposed as views rm.<table> */
  readonly tables: readonly string[];
  /** the event types it reads; the checkpoint still moves past every other event */
  readonly handles: readonly string[];
  /** creates its tables (and indexes) in `schema`, which exists and is empty */
  setup(db: SqlClient, schema: string): Promise<void>;
  /** applies `events` in order inside the runner's transaction; tables are `${schema}.<table>` */
  apply(tx: SqlClient, schema: string, events: readonly RecordedEvent[]): Promise<void>;
}

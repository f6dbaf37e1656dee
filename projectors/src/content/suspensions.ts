import {
  suspensionFieldsOf,
  type SuspensionArchived,
  type SuspensionCreated,
  type SuspensionEvent,
  type SuspensionRestored,
  type SuspensionUpdated,
} from '@league/contracts';
import {
  defineProjection,
  updateNewer,
  upsertNewer,
  type EventHandler,
  tablesOf,
  deleteWhere,
} from '../define';

type Written = SuspensionCreated | SuspensionUpdated;
const upsertSuspension: EventHandler<Written> = (tx, schema, { data: recorded, streamVersion }) => {
  const data = suspensionFieldsOf(recorded);
  return upsertNewer(
    tx,
    `${schema}.suspensions`,
    ['suspension_id'],
    {
      suspension_id: data.suspensionId,
      player_id: data.playerId,
      team_id: data.teamId,
      suspension_date: data.date,
      player_name: data.playerName,
      player_team: data.playerTeam,
      reason: data.reason,
      how_many_games: data.howManyGames,
      served: data.served,
      appealed_successfully: data.appealedSuccessfully,
      version: streamVersion,
    },
    { is_current: true },
  );
};

const currentOrNot: EventHandler<SuspensionArchived | SuspensionRestored> = (tx, schema, event) =>
  updateNewer(
    tx,
    `${schema}.suspensions`,
    { suspension_id: event.data.suspensionId },
    { is_current: event.type === 'SuspensionRestored' },
    event.streamVersion,
  );

/**
 * Suspensions, current and archived (GET allSuspendedPlayers, allArchivedSuspensions, suspension/{id}),
 * each with the player and the team it is linked to (null for one recorded as free text only); the
 * rosters and the results form mark a player's unserved suspensions from it (read-models/src/content.ts).
 * `version` is the stream's version after its last event (the If-Match of the update form); every write
 * is guarded by it, so a batch applied twice changes nothing.
 */
export const suspensionsProjection = defineProjection<SuspensionEvent>({
  name: 'suspensions',
  version: 2,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.suspensions (
        suspension_id uuid PRIMARY KEY,
        player_id uuid,
        team_id uuid,
        suspension_date date NOT NULL,
        player_name text NOT NULL,
        player_team text NOT NULL,
        reason text NOT NULL,
        how_many_games integer NOT NULL,
        served boolean NOT NULL,
        appealed_successfully boolean NOT NULL,
        is_current boolean NOT NULL,
        version integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      );
      CREATE INDEX suspensions_by_state ON ${schema}.suspensions (is_current, suspension_date DESC, seq DESC);
      CREATE INDEX suspensions_by_player ON ${schema}.suspensions (player_id);
    `,
  ),

  on: {
    SuspensionCreated: upsertSuspension,
    SuspensionUpdated: upsertSuspension,
    SuspensionArchived: currentOrNot,
    SuspensionRestored: currentOrNot,
    async SuspensionRemoved(tx, schema, event) {
      await deleteWhere(tx, `${schema}.suspensions`, { suspension_id: event.data.suspensionId });
    },
  },
});

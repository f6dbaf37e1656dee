import type {
  AdminRegistered,
  GameEvent,
  RecordedEvent,
  StaffInvited,
  StaffRenamed,
} from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, changeGroup, changeTable, changeWithGroup } from '../rows';

interface HistoryRow {
  [column: string]: unknown;
  game_id: string;
  version: number;
  type: string;
  recorded_at: string;
  actor_role: string;
  actor_id: string | null;
  actor_name: string | null;
  data: unknown;
}

interface StaffNameRow {
  [column: string]: unknown;
  admin_id: string;
  name: string;
}

interface AdminAccountRow {
  [column: string]: unknown;
  admin_id: string;
  ordinal: number;
}

/** A game event into its game's history, once, with its author's name as of that event. */
function recorded(event: RecordedEvent & GameEvent) {
  const gameId = event.data.gameId;
  const actorId = event.metadata.actor.id;
  const entry = (actorName: string | null): HistoryRow => ({
    game_id: gameId,
    version: event.streamVersion,
    type: event.type,
    recorded_at: event.metadata.recordedAt,
    actor_role: event.metadata.actor.role,
    actor_id: actorId,
    actor_name: actorName,
    data: event.data,
  });
  const added = (rows: readonly HistoryRow[], actorName: string | null) =>
    rows.some((row) => row.version === event.streamVersion) ? rows : [...rows, entry(actorName)];
  if (actorId === null) return [changeGroup<HistoryRow>('game_history', gameId, (rows) => added(rows, null))];
  return changeWithGroup<StaffNameRow, HistoryRow>(
    { table: 'staff_names', key: actorId },
    { table: 'game_history', key: gameId },
    (staff, rows) => [staff, added(rows, staff?.name ?? null)],
  );
}

/** A member of staff's name as it is now. */
const named = ({ data }: RecordedEvent & (StaffInvited | StaffRenamed)) => [
  change<StaffNameRow>('staff_names', data.adminId, () => ({ admin_id: data.adminId, name: data.name })),
];

/**
 * The audit trail of games (docs/audit.md): every recorded event of every game stream (schedule, changes,
 * results and their corrections, the game sheet's entries and final, removal) with its author, the author's name as it was then, and the
 * time, keyed by stream version so a batch applied twice changes nothing; the staff's names as they are
 * now (staff_names, from StaffInvited and StaffRenamed), shown beside a name that changed since; and the
 * admin accounts in the order they were registered, which names an admin who acted before staff had
 * names ('Admin', 'Admin 2'): GET /api/admin/game/{gameId}/history.
 */
export const gameHistoryProjection = defineProjection<
  GameEvent | AdminRegistered | StaffInvited | StaffRenamed
>({
  name: 'game_history',
  version: 4,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.game_history (
        game_id uuid NOT NULL,
        version integer NOT NULL,
        type text NOT NULL,
        recorded_at text NOT NULL,
        actor_role text NOT NULL,
        actor_id text,
        -- the author's name when they acted (staff); null for other authors and admins without a name
        actor_name text,
        -- json, not jsonb: the event's data is written once and read whole, and a rebuild copies it in
        -- bulk, where jsonb's conversion cost about 40 % more (the history's read turns it into jsonb)
        data json NOT NULL,
        PRIMARY KEY (game_id, version)
      );
      CREATE TABLE ${schema}.staff_names (
        admin_id text PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE ${schema}.admin_accounts (
        admin_id text PRIMARY KEY,
        ordinal integer NOT NULL UNIQUE
      );
    `,
  ),

  evolve: {
    GameScheduled: recorded,
    GameUpdated: recorded,
    GameRemoved: recorded,
    GameResultRecorded: recorded,
    GameResultCorrected: recorded,
    GameSlotFilled: recorded,
    BracketConflictFlagged: recorded,
    BracketConflictResolved: recorded,
    GameSheetLineupSet: recorded,
    GameSheetGoalRecorded: recorded,
    GameSheetPenaltyRecorded: recorded,
    GameSheetShotsRecorded: recorded,
    GameSheetShootoutAttemptRecorded: recorded,
    GameSheetEntryRemoved: recorded,
    GameSheetFinalized: recorded,
    StaffInvited: named,
    StaffRenamed: named,
    // admins are numbered in the order they registered
    AdminRegistered: ({ data }) => [
      changeTable<AdminAccountRow>('admin_accounts', (admins) =>
        admins.some((admin) => admin.admin_id === data.adminId)
          ? admins
          : [
              ...admins,
              { admin_id: data.adminId, ordinal: Math.max(0, ...admins.map((a) => a.ordinal)) + 1 },
            ],
      ),
    ],
  },
});

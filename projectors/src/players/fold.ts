import type { PlayerEvent, RecordedEvent } from '@league/contracts';
import type { ProjectionFold } from '../projection';
import { FoldTable } from '../league-common/fold';

interface PlayerRow {
  [column: string]: unknown;
  player_id: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  photo_url: string | null;
  version: number;
}

/** The players table built in memory for a rebuild: the same rows as the projection's apply. */
export function playersFold(): ProjectionFold {
  const players = new FoldTable<PlayerRow>();
  return {
    apply(events) {
      for (const event of events as ReadonlyArray<RecordedEvent & PlayerEvent>) {
        const v = event.streamVersion;
        switch (event.type) {
          case 'PlayerCreated':
          case 'PlayerUpdated': {
            const d = event.data;
            const names = { first_name: d.firstName, last_name: d.lastName, middle_initial: d.middleInitial };
            players.upsert(
              d.playerId,
              { player_id: d.playerId, ...names, photo_url: null, version: v },
              {
                ...names,
                version: v,
              },
            );
            break;
          }
          case 'PlayerPhotoUploaded':
            players.update(event.data.playerId, { photo_url: event.data.url, version: v });
            break;
          case 'PlayerPhotoRemoved':
            players.update(event.data.playerId, { photo_url: null, version: v });
            break;
        }
      }
    },
    rows: () => ({ players: players.rows() }),
  };
}

import { describe, it } from 'vitest';
import type {
  PlayerCreated,
  PlayerPhotoRemoved,
  PlayerPhotoUploaded,
  PlayerUpdated,
} from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { playersProjection } from './projection';

/** Every well-formed log here is also folded (playersFold) and must give the same rows. */
const spec = projectionSpec(playersProjection);
const [zoe, ann] = [uuid(1), uuid(2)];

const created = (
  playerId: string,
  firstName: string,
  lastName: string,
  mi: string | null = null,
): PlayerCreated => ({
  type: 'PlayerCreated',
  data: { playerId, firstName, lastName, middleInitial: mi },
});
const updated = (
  playerId: string,
  firstName: string,
  lastName: string,
  mi: string | null = null,
): PlayerUpdated => ({
  type: 'PlayerUpdated',
  data: { playerId, firstName, lastName, middleInitial: mi },
});
const photo = (playerId: string, url: string): PlayerPhotoUploaded => ({
  type: 'PlayerPhotoUploaded',
  data: { playerId, photoName: 'p.jpg', contentType: 'image/jpeg', bytes: 1000, url },
});
const photoRemoved = (playerId: string): PlayerPhotoRemoved => ({
  type: 'PlayerPhotoRemoved',
  data: { playerId, photoName: 'p.jpg' },
});

const ALL =
  'SELECT player_id, first_name, last_name, middle_initial, photo_url, version FROM players ORDER BY last_name';

describe('players projection', () => {
  it('keeps each created player, without a photo', async () => {
    await spec.given(created(zoe, 'Zoe', 'Quinn', 'Q'), created(ann, 'Ann', 'Lee')).then(ALL, [
      {
        player_id: ann,
        first_name: 'Ann',
        last_name: 'Lee',
        middle_initial: null,
        photo_url: null,
        version: 0,
      },
      {
        player_id: zoe,
        first_name: 'Zoe',
        last_name: 'Quinn',
        middle_initial: 'Q',
        photo_url: null,
        version: 0,
      },
    ]);
  });

  it('renames a player on update and keeps the photo', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'))
      .when(updated(zoe, 'Zoey', 'Quinn-Lee', 'R'))
      .then(ALL, [
        {
          player_id: zoe,
          first_name: 'Zoey',
          last_name: 'Quinn-Lee',
          middle_initial: 'R',
          photo_url: '/photos/zoe-1.jpg',
          version: 2,
        },
      ]);
  });

  it('shows the newest photo uploaded', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'))
      .when(photo(zoe, '/photos/zoe-2.jpg'))
      .then('SELECT photo_url, version FROM players', [{ photo_url: '/photos/zoe-2.jpg', version: 2 }]);
  });

  it('shows no photo once it is removed, and the next one uploaded after', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'), created(ann, 'Ann', 'Lee'))
      .when(photoRemoved(zoe))
      .then('SELECT player_id, photo_url, version FROM players ORDER BY last_name', [
        { player_id: ann, photo_url: null, version: 0 },
        { player_id: zoe, photo_url: null, version: 2 },
      ]);
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'), photoRemoved(zoe))
      .when(photo(zoe, '/photos/zoe-2.jpg'))
      .then('SELECT photo_url, version FROM players', [{ photo_url: '/photos/zoe-2.jpg', version: 3 }]);
  });

  it('ignores a removal older than the row, or of a player it does not know', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'), photo(zoe, '/photos/zoe-2.jpg'))
      .when({ ...photoRemoved(zoe), version: 1 }, photoRemoved(ann))
      .then('SELECT player_id, photo_url, version FROM players', [
        { player_id: zoe, photo_url: '/photos/zoe-2.jpg', version: 2 },
      ]);
  });

  it('ignores a photo of a player it does not know', async () => {
    await spec.given(photo(zoe, '/photos/zoe-1.jpg')).then('SELECT * FROM players', []);
  });

  it('ignores an update or a photo older than the row', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-2.jpg'))
      .when(
        { ...updated(zoe, 'Stale', 'Name'), version: 1 },
        { ...photo(zoe, '/photos/zoe-1.jpg'), version: 0 },
      )
      .then('SELECT first_name, photo_url, version FROM players', [
        { first_name: 'Zoe', photo_url: '/photos/zoe-2.jpg', version: 1 },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(created(zoe, 'Zoe', 'Quinn'), photo(zoe, '/photos/zoe-1.jpg'), updated(zoe, 'Zoey', 'Quinn'))
      .whenAppliedAgain()
      .then('SELECT first_name, photo_url, version FROM players', [
        { first_name: 'Zoey', photo_url: '/photos/zoe-1.jpg', version: 2 },
      ]);
  });
});

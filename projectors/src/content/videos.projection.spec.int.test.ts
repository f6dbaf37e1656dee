import { describe, it } from 'vitest';
import type { VideoCreated, VideoFields, VideoRemoved, VideoUpdated } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { videosProjection } from './videos';

const spec = projectionSpec(videosProjection);
const [final, clinic, goals] = [uuid(1), uuid(2), uuid(3)];

const fields = (videoId: string, videoTitle: string): VideoFields => ({
  videoId,
  videoTitle,
  videoURL: `https://video.example/${videoTitle.toLowerCase().replace(/ /g, '-')}`,
  videoCaption: `${videoTitle} caption`,
});
const created = (videoId: string, title: string): VideoCreated => ({
  type: 'VideoCreated',
  data: fields(videoId, title),
});
const updated = (videoId: string, title: string): VideoUpdated => ({
  type: 'VideoUpdated',
  data: fields(videoId, title),
});
const removed = (videoId: string): VideoRemoved => ({ type: 'VideoRemoved', data: { videoId } });

/** newest first, as GET /api/admin/videos reads them */
const NEWEST_FIRST = 'SELECT video_title, version FROM videos ORDER BY seq DESC';

describe('videos projection', () => {
  it('keeps every field of a created video, numbered in log order', async () => {
    await spec.given(created(final, 'Cup Final')).then('SELECT * FROM videos', [
      {
        video_id: final,
        video_title: 'Cup Final',
        video_url: 'https://video.example/cup-final',
        video_caption: 'Cup Final caption',
        version: 0,
        seq: 1,
      },
    ]);
    await spec
      .given(created(final, 'Cup Final'), created(clinic, 'Skills Clinic'))
      .when(created(goals, 'Top Goals'))
      .then(NEWEST_FIRST, [
        { video_title: 'Top Goals', version: 0 },
        { video_title: 'Skills Clinic', version: 0 },
        { video_title: 'Cup Final', version: 0 },
      ]);
  });

  it('takes every field of an update and keeps the video in its place', async () => {
    await spec
      .given(created(final, 'Cup Final'), created(clinic, 'Skills Clinic'))
      .when(updated(final, 'Cup Final 2026'))
      .then('SELECT video_title, video_url, version FROM videos ORDER BY seq DESC', [
        { video_title: 'Skills Clinic', video_url: 'https://video.example/skills-clinic', version: 0 },
        { video_title: 'Cup Final 2026', video_url: 'https://video.example/cup-final-2026', version: 1 },
      ]);
  });

  it('drops a removed video', async () => {
    await spec
      .given(created(final, 'Cup Final'), created(clinic, 'Skills Clinic'))
      .when(removed(final))
      .then(NEWEST_FIRST, [{ video_title: 'Skills Clinic', version: 0 }]);
  });

  it('ignores an update older than the row', async () => {
    await spec
      .given(created(final, 'Cup Final'), updated(final, 'Cup Final 2026'))
      .when({ ...updated(final, 'Stale'), version: 0 })
      .then(NEWEST_FIRST, [{ video_title: 'Cup Final 2026', version: 1 }]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(created(final, 'Cup Final'), created(clinic, 'Skills Clinic'), updated(final, 'Cup Final 2026'))
      .when(created(goals, 'Top Goals'), removed(clinic))
      .whenAppliedAgain()
      .then(NEWEST_FIRST, [
        { video_title: 'Top Goals', version: 0 },
        { video_title: 'Cup Final 2026', version: 1 },
      ]);
  });
});

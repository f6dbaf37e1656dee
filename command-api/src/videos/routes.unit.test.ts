import { describe, expect, it } from 'vitest';
import { VIDEO_TITLE_MESSAGE, VIDEO_URL_MESSAGE } from '@league/contracts';
import { commandApiForTests } from '../test-support';

const videoId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d21';
const video = {
  videoTitle: 'Finals',
  videoURL: 'https://www.youtube.com/watch?v=abc',
  videoCaption: 'Game 7',
};

describe('video commands over HTTP', () => {
  it('creates, updates and removes a video, answering ids and positions', async () => {
    const api = await commandApiForTests();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createVideo',
      headers: api.admin,
      payload: { id: videoId, videoTitle: ' Finals ', videoURL: video.videoURL },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ videoId, position: expect.stringMatching(/^\d+\.\d+$/) });
    expect((await api.store.readStream(`video-${videoId}`))[0]).toMatchObject({
      type: 'VideoCreated',
      data: { videoId, videoTitle: 'Finals', videoURL: video.videoURL, videoCaption: '' },
    });
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createVideo',
      headers: api.admin,
      payload: { id: videoId, videoTitle: 'Finals', videoURL: video.videoURL },
    });
    expect(again.json()).toEqual(created.json());

    const updated = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${videoId}/updateVideo`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { videoCaption: 'Game 7' },
    });
    expect(updated.statusCode).toBe(200);
    const stale = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${videoId}/updateVideo`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { videoCaption: 'Old form' },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/${videoId}/removeVideo`,
      headers: { ...api.admin, 'if-match': '1' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await api.store.readStream(`video-${videoId}`)).map((e) => e.type)).toEqual([
      'VideoCreated',
      'VideoUpdated',
      'VideoRemoved',
    ]);
    const gone = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/${videoId}/removeVideo`,
      headers: { ...api.admin, 'if-match': '2' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Video not found.' });
  });

  it('refuses bad video URLs and a missing title with 400 naming the field, recording nothing', async () => {
    const api = await commandApiForTests();
    const post = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/createVideo', headers: api.admin, payload });
    for (const videoURL of [
      'not a url',
      'youtube.com/watch?v=1',
      'javascript:alert(1)',
      'ftp://videos.org/a.mp4',
      'http://',
      '',
      42,
    ]) {
      const response = await post({ ...video, videoURL });
      expect(response.statusCode, String(videoURL)).toBe(400);
      expect(response.json().message, String(videoURL)).toContain(VIDEO_URL_MESSAGE);
      expect(Object.keys(response.json().fields)).toEqual(['videoURL']);
    }
    const noTitle = await post({ ...video, videoTitle: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain(VIDEO_TITLE_MESSAGE);
    const badUpdate = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${videoId}/updateVideo`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { videoURL: 'mailto:a@b.org' },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(await api.eventCount()).toBe(0);
  });
});

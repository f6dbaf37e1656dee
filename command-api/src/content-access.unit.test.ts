import { describe, expect, it } from 'vitest';
import { commandApiForTests } from './test-support';

const id = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d51';

/** Every admin write of the content area: 401 without or with a bad token, 403 for a coach, nothing recorded. */
describe('content commands: admin only', () => {
  it('refuses anonymous callers, forged tokens and coaches', async () => {
    const api = await commandApiForTests({ content: { coachAddresses: async () => ['c@team.org'] } });
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/admin/createVideo',
        payload: { videoTitle: 'T', videoURL: 'https://v.org/1' },
      },
      { method: 'PATCH' as const, url: `/api/admin/${id}/updateVideo`, payload: { videoTitle: 'T' } },
      { method: 'DELETE' as const, url: `/api/admin/${id}/removeVideo` },
      {
        method: 'POST' as const,
        url: '/api/admin/createNews',
        payload: { newsHeading: 'H', newsDate: '2026-01-01', newsContent: 'C' },
      },
      { method: 'PATCH' as const, url: `/api/admin/${id}/updateNews`, payload: { newsHeading: 'H' } },
      { method: 'DELETE' as const, url: `/api/admin/${id}/removeNews` },
      {
        method: 'POST' as const,
        url: '/api/admin/createSuspension',
        payload: { playerName: 'P', team: 'T', date1: '2026-01-01', reason: 'R', numberOfGames: 1 },
      },
      { method: 'PATCH' as const, url: `/api/admin/${id}/updateSuspension`, payload: { reason: 'R' } },
      { method: 'PATCH' as const, url: `/api/admin/${id}/archiveCurrentToggleSuspension` },
      { method: 'DELETE' as const, url: `/api/admin/${id}/removeSuspension` },
      { method: 'POST' as const, url: '/api/admin/sendEmail', payload: { subject: 'S', message: 'M' } },
      { method: 'POST' as const, url: `/api/player/${id}/photo`, payload: {} },
    ];
    for (const write of writes) {
      const anonymous = await api.app.inject(write);
      expect(anonymous.statusCode, write.url).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String) });
      const forged = await api.app.inject({ ...write, headers: { authorization: 'Bearer not.a.token' } });
      expect(forged.statusCode, write.url).toBe(401);
      const coach = await api.app.inject({ ...write, headers: api.coach });
      expect(coach.statusCode, write.url).toBe(403);
    }
    expect(await api.eventCount()).toBe(0);
  });
});

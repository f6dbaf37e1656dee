import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';

type FetchArgs = [string, RequestInit];

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

async function freshClient(...responses: Response[]) {
  vi.resetModules();
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  const client = await import('./apiRequest');
  const sessions = await import('../session/sessionStore');
  const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1].headers);
  return { ...client, sessions, fetchMock, headersOf };
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON and reads JSON', async () => {
    const { apiRequest, fetchMock, headersOf } = await freshClient(answer(201, { venueId: 'v1' }));
    const result = await apiRequest('/api/admin/createVenue', {
      method: 'POST',
      body: { venueName: 'Rink' },
    });
    expect(result).toEqual({ venueId: 'v1' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"venueName":"Rink"}' });
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });

  it("sends an edit's version as If-Match, and none when the call names no version", async () => {
    const { apiRequest, headersOf } = await freshClient(answer(200, {}), answer(201, {}));
    await apiRequest('/api/admin/v1/removeVenue', { method: 'DELETE', ifMatch: 0 });
    expect(headersOf(0).get('If-Match')).toBe('0');
    await apiRequest('/api/admin/createVenue', { method: 'POST', body: {} });
    expect(headersOf(1).get('If-Match')).toBeNull();
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    const { apiRequest, fetchMock, headersOf } = await freshClient(answer(201, { playerId: 'p1' }));
    const body = new FormData();
    body.append('image', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await apiRequest('/api/player/p1/photo', { method: 'POST', body });
    expect(fetchMock.mock.calls[0]?.[1].body).toBe(body);
    expect(headersOf(0).get('Content-Type')).toBeNull();
  });

  it("turns a non-OK answer into an error carrying the server's message", async () => {
    const { apiRequest, errorMessage } = await freshClient(
      answer(401, { message: 'Password is incorrect.  Try again.' }),
      answer(500, {}),
    );
    const failure = await apiRequest('/api/admin/coachLogin', { method: 'POST', body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Password is incorrect.  Try again.');
    const noMessage = await apiRequest('/api/x').catch((e) => e);
    expect(errorMessage(noMessage, 'Something went wrong with logging in')).toBe(
      'Something went wrong with logging in',
    );
  });

  it('sends the admin token when an admin is logged in, else the coach token', async () => {
    const { apiRequest, sessions, headersOf } = await freshClient(
      answer(200, {}),
      answer(200, {}),
      answer(200, {}),
    );
    await apiRequest('/api/admin/venues');
    expect(headersOf(0).get('Authorization')).toBeNull();
    sessions.startCoachSession('coach-token', 'c1', Date.now() + 60_000);
    await apiRequest('/api/admin/c1/allTeamsForACoach');
    expect(headersOf(1).get('Authorization')).toBe('Bearer coach-token');
    sessions.startAdminSession('admin-token', Date.now() + 60_000);
    await apiRequest('/api/admin/venues');
    expect(headersOf(2).get('Authorization')).toBe('Bearer admin-token');
  });

  it('sends the highest position of any write as X-Min-Position on reads', async () => {
    const { apiRequest, headersOf } = await freshClient(
      answer(200, { allVenues: [] }),
      answer(201, { venueId: 'v1', position: '12.40' }),
      answer(200, { position: '9.99' }), // an older position never lowers the bar
      answer(200, { allVenues: [] }),
      answer(200, {}),
    );
    await apiRequest('/api/admin/venues');
    expect(headersOf(0).get('X-Min-Position')).toBeNull();
    await apiRequest('/api/admin/createVenue', { method: 'POST', body: {} });
    await apiRequest('/api/admin/v1/updateVenue', { method: 'PATCH', body: {} });
    await apiRequest('/api/admin/venues');
    expect(headersOf(3).get('X-Min-Position')).toBe('12.40');
    await apiRequest('/api/admin/v1/removeVenue', { method: 'DELETE' });
    expect(headersOf(4).get('X-Min-Position')).toBeNull();
  });

  it('keeps the oldest position a read was answered at (X-Read-Position), and none from a write or an error', async () => {
    const read = (position: string) =>
      new Response('{}', { status: 200, headers: { 'X-Read-Position': position } });
    const { apiRequest } = await freshClient(
      read('30.2'),
      read('12.7'),
      read('40.1'),
      read('nope'),
      new Response('{}', { status: 201, headers: { 'X-Read-Position': '2.1' } }),
      new Response('{}', { status: 503, headers: { 'X-Read-Position': '1.1' } }),
    );
    const { getEarliestReadPosition } = await import('./readPosition');
    expect(getEarliestReadPosition()).toBeNull();
    await apiRequest('/api/league/standings');
    expect(getEarliestReadPosition()).toBe('30.2');
    await apiRequest('/api/league/schedule');
    await apiRequest('/api/league/leaders');
    await apiRequest('/api/league/teams');
    expect(getEarliestReadPosition()).toBe('12.7');
    await apiRequest('/api/admin/createVenue', { method: 'POST', body: {} });
    await expect(apiRequest('/api/league/results')).rejects.toThrow();
    expect(getEarliestReadPosition()).toBe('12.7');
  });

  it('passes the abort signal to fetch', async () => {
    const { apiRequest, fetchMock } = await freshClient(answer(200, {}));
    const controller = new AbortController();
    await apiRequest('/api/admin/venues', { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1].signal).toBe(controller.signal);
  });
});

describe('apiRequest and a rejected token', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session whose token the server refused', async () => {
    const { apiRequest, sessions } = await freshClient(answer(401, { message: 'Please log in.' }));
    sessions.startCoachSession('coach-token', 'c1', Date.now() + 60_000);
    sessions.startAdminSession('admin-token', Date.now() + 60_000);
    await expect(apiRequest('/api/admin/venues')).rejects.toThrow('Please log in.');
    expect(sessions.getSessions().admin).toBeNull();
    expect(sessions.getSessions().coach?.token).toBe('coach-token');
  });

  it('keeps the sessions when a login is refused', async () => {
    const { apiRequest, sessions } = await freshClient(
      answer(401, { message: 'Password is incorrect.  Try again.' }),
    );
    sessions.startCoachSession('coach-token', 'c1', Date.now() + 60_000);
    await expect(apiRequest('/api/admin/coachLogin', { method: 'POST', body: {} })).rejects.toThrow();
    expect(sessions.getSessions().coach).not.toBeNull();
  });
});

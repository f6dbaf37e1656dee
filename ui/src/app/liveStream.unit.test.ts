import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMinReadPosition, rememberPosition } from '../shared/api/readPosition';
import { gameKeys } from '../features/game-summary/api';
import { statsKeys } from '../shared/league/stats/api';
import { PAGE_DATA_ID } from '../shared/layout/pageDataId';
import { applyChange, holdLiveStream, LIVE_URL } from '../shared/live/liveStream';

/** An EventSource that records what the module does with it. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  closed = false;
  readyState = 0;
  listeners = new Map<string, (event: { data: string; lastEventId: string }) => void>();
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data = '', lastEventId = '') {
    this.listeners.get(type)?.({ data, lastEventId });
  }
}

function clientWith(keys: ReadonlyArray<readonly unknown[]>, earliestRead: string | null = null) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { shown: true });
  const target = { client, remember: rememberPosition, earliestRead: () => earliestRead };
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map(String);
  return { client, target, stale };
}

describe('a live announcement on the page', () => {
  it('makes stale the queries of the projections named, and nothing else', () => {
    const { target, stale } = clientWith([
      gameKeys.game('g1'),
      statsKeys.standings('l1'),
      statsKeys.previousLeagues(),
      ['admin-venues'],
    ]);
    applyChange(target, JSON.stringify({ position: '5.40', projections: ['standings'] }));
    expect(stale()).toEqual([String(statsKeys.standings('l1'))]);
    applyChange(target, JSON.stringify({ position: '5.41', projections: ['results', 'venues'] }));
    expect(stale()).toEqual([String(gameKeys.game('g1')), String(statsKeys.standings('l1'))]);
  });

  it('has the refetch read at least the position announced', () => {
    const { target } = clientWith([]);
    applyChange(target, JSON.stringify({ position: '77.1', projections: ['results'] }));
    expect(getMinReadPosition()).toBe('77.1');
    // never backwards
    applyChange(target, JSON.stringify({ position: '70.9', projections: ['results'] }));
    expect(getMinReadPosition()).toBe('77.1');
  });

  it('ignores what it cannot read', () => {
    const { target, stale } = clientWith([gameKeys.game('g1')]);
    for (const data of ['not json', '{}', '{"projections":"results"}', '{"projections":[]}'])
      applyChange(target, data);
    expect(stale()).toEqual([]);
  });
});

/** The tab: shown or hidden, telling its listeners when that changes; its #page-data, if any. */
const tab = {
  visibilityState: 'visible' as 'visible' | 'hidden',
  listeners: [] as Array<() => void>,
  pageData: null as { dataset: Record<string, string | undefined> } | null,
  getElementById(id: string) {
    return id === PAGE_DATA_ID ? this.pageData : null;
  },
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.push(listener);
  },
  set(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  },
};

describe('the one stream of a tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('document', tab);
    tab.visibilityState = 'visible';
    tab.pageData = null;
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one EventSource for every live page shown, and closes it once none is', () => {
    const { target } = clientWith([]);
    const releaseA = holdLiveStream(target);
    const releaseB = holdLiveStream(target);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([LIVE_URL]);
    releaseA();
    releaseA(); // twice is once
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    releaseB();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    holdLiveStream(target)();
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('keeps the stream across a change from one live page to another', () => {
    const { target } = clientWith([]);
    const releaseStandings = holdLiveStream(target);
    releaseStandings(); // the standings page unmounts …
    const releaseSchedule = holdLiveStream(target); // … and the schedule page mounts
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    releaseSchedule();
  });

  it('refreshes the queries named by its events', () => {
    const { target, stale } = clientWith([gameKeys.game('g1')]);
    const release = holdLiveStream(target);
    FakeEventSource.opened[0]!.send('changed', '{"position":"80.1","projections":["results"]}');
    expect(stale()).toEqual([String(gameKeys.game('g1'))]);
    release();
  });

  it('asks again on the next live page after the server refused the stream', () => {
    const { target } = clientWith([]);
    const releaseFirst = holdLiveStream(target);
    const refused = FakeEventSource.opened[0]!;
    refused.readyState = FakeEventSource.CLOSED; // a 503: the browser does not reconnect
    refused.send('error');
    const releaseNext = holdLiveStream(target);
    expect(FakeEventSource.opened).toHaveLength(2);
    releaseFirst();
    releaseNext();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it('keeps a stream that is only reconnecting', () => {
    const { target } = clientWith([]);
    const release = holdLiveStream(target);
    FakeEventSource.opened[0]!.send('error'); // readyState CONNECTING: the browser retries by itself
    holdLiveStream(target)();
    expect(FakeEventSource.opened).toHaveLength(1);
    release();
  });

  it('holds no connection while the tab is hidden, and resumes from the last position it was told of', () => {
    const { target, stale } = clientWith([gameKeys.game('g1')]);
    const release = holdLiveStream(target);
    const first = FakeEventSource.opened.at(-1)!;
    first.send('ready', '{"position":"90.1"}', '90.1');
    tab.set('hidden');
    expect(first.closed).toBe(true);
    tab.set('visible');
    const again = FakeEventSource.opened.at(-1)!;
    expect(again).not.toBe(first);
    expect(again.url).toBe(`${LIVE_URL}?since=90.1`);
    // what changed meanwhile comes first on the new stream
    again.send('changed', '{"position":"90.7","projections":["results"]}', '90.7');
    expect(stale()).toEqual([String(gameKeys.game('g1'))]);
    release();
    vi.advanceTimersByTime(1_000);
    expect(again.closed).toBe(true);
    // shown again after no live page is left: nothing opens
    tab.set('hidden');
    tab.set('visible');
    expect(FakeEventSource.opened.at(-1)).toBe(again);
    // the next live page resumes from the last event
    holdLiveStream(target)();
    expect(FakeEventSource.opened.at(-1)!.url).toBe(`${LIVE_URL}?since=90.7`);
  });

  it('opens nothing for a live page shown in a hidden tab until the tab is shown', () => {
    tab.visibilityState = 'hidden';
    const release = holdLiveStream(clientWith([]).target);
    expect(FakeEventSource.opened).toHaveLength(0);
    tab.set('visible');
    expect(FakeEventSource.opened).toHaveLength(1);
    release();
  });

  it("starts the tab's first stream where the server read the rendered page's data, taken once", async () => {
    // a tab of its own: no stream has told it a position yet
    vi.resetModules();
    const { holdLiveStream: holdInNewTab } = await import('../shared/live/liveStream');
    tab.pageData = { dataset: { liveSince: '70.3' } };
    const { target } = clientWith([gameKeys.game('g1')]);
    const release = holdInNewTab(target);
    const first = FakeEventSource.opened.at(-1)!;
    expect(first.url).toBe(`${LIVE_URL}?since=70.3`);
    expect(tab.pageData.dataset.liveSince).toBeUndefined();
    // later streams resume from what the stream told
    first.send('ready', '{"position":"71.2"}', '71.2');
    release();
    vi.advanceTimersByTime(1_000);
    holdInNewTab(target)();
    expect(FakeEventSource.opened.at(-1)!.url).toBe(`${LIVE_URL}?since=71.2`);
  });

  it("starts the tab's first stream, on a page rendered in the browser, at the oldest position its reads were answered at", async () => {
    vi.resetModules();
    const { holdLiveStream: holdInNewTab } = await import('../shared/live/liveStream');
    holdInNewTab(clientWith([], '64.2').target)();
    expect(FakeEventSource.opened.at(-1)!.url).toBe(`${LIVE_URL}?since=64.2`);
  });

  it("starts it at the older of the rendered page's position and its reads'", async () => {
    for (const [rendered, read, since] of [
      ['70.3', '64.2', '64.2'],
      ['70.3', '80.1', '70.3'],
      ['9.10', '10.2', '9.10'],
    ]) {
      vi.resetModules();
      const { holdLiveStream: holdInNewTab } = await import('../shared/live/liveStream');
      tab.pageData = { dataset: { liveSince: rendered } };
      holdInNewTab(clientWith([], read).target)();
      expect(FakeEventSource.opened.at(-1)!.url).toBe(`${LIVE_URL}?since=${since}`);
    }
  });

  it('opens a plain stream when the rendered page names no position it can read', async () => {
    vi.resetModules();
    const { holdLiveStream: holdInNewTab } = await import('../shared/live/liveStream');
    tab.pageData = { dataset: { liveSince: '70.3"><script>' } };
    holdInNewTab(clientWith([]).target)();
    expect(FakeEventSource.opened.at(-1)!.url).toBe(LIVE_URL);
  });

  it('does nothing without EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const release = holdLiveStream(clientWith([]).target);
    expect(FakeEventSource.opened).toEqual([]);
    release();
  });
});

import type { DemoApi, DemoVenues } from './api';

export async function loadLeaguePlayDemo(_api: DemoApi, _venues: DemoVenues): Promise<void> {}

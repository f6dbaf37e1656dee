import type { DemoApi, DemoVenues } from './api';

export async function loadTournamentDemo(_api: DemoApi, _venues: DemoVenues): Promise<void> {}

import type { DemoApi, DemoVenues } from './api';

export async function loadContentDemo(_api: DemoApi, _venues: DemoVenues): Promise<void> {}

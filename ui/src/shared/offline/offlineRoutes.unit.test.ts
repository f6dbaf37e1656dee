import { describe, expect, it } from 'vitest';
import { BUILD_OFFLINE_SHELL_PATH } from '../../../vite/offlineShell';
import { isOfflineRead, OFFLINE_SHELL_PATH } from './offlineRoutes';

const GAME = '0b7e1c1e-8d53-4f4e-9a43-0f4f7c0d2a11';

describe('the reads kept offline', () => {
  it("are a game's sheet and its rosters", () => {
    expect(isOfflineRead(`/api/admin/game/${GAME}/sheet`)).toBe(true);
    expect(isOfflineRead(`/api/admin/${GAME}/rostersAndPoints`)).toBe(true);
  });

  it('are no other API answer: public reads, other admin reads, the sheet’s writes', () => {
    for (const path of [
      `/api/game/${GAME}`,
      '/api/standings',
      '/api/live',
      '/api/admin/allGamesAndEvents',
      `/api/admin/game/${GAME}/history`,
      `/api/admin/game/${GAME}/sheet/goals`,
      `/api/admin/game/${GAME}/sheet/lineup/home`,
      `/api/admin/game/${GAME}/sheetx`,
      `/api/admin/game/${GAME}/x/sheet`,
      `/api/admin/${GAME}/rostersAndPoints/x`,
      `/x/api/admin/${GAME}/rostersAndPoints`,
    ]) {
      expect(isOfflineRead(path), path).toBe(false);
    }
  });
});

describe('the offline shell', () => {
  it('is kept under a staff page of the site, the one the build precaches it as', () => {
    expect(OFFLINE_SHELL_PATH).toBe('/admin/login');
    expect(BUILD_OFFLINE_SHELL_PATH).toBe(OFFLINE_SHELL_PATH);
  });
});

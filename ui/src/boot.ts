import { PAGE_DATA_ID } from './app/pageDataId';
import { keepEarlyMenuTaps } from './earlyMenuTap';

/**
 * index.html's module script. A page the server rendered is readable as it comes (docs/pages.md): the
 * app (main.tsx) is fetched and started once the page is painted, so its code is not in the way of the
 * page's first paint; the files the page's own code needs (the server lists them on #page-data,
 * launch/page-render.ts) are fetched beside it. Any other answer (a staff page, the offline shell) has
 * nothing to show before the app, which starts at once.
 */

/** Resolves after the next frame has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // a tab in the background paints no frame: the app starts all the same
    setTimeout(resolve, 100);
  });
}

function preload(files: readonly string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function boot(): Promise<void> {
  const data = document.getElementById(PAGE_DATA_ID);
  if (data) {
    // the page is there before the app: a tap on its menu button is answered once the app is
    keepEarlyMenuTaps();
    await painted();
    preload((data.dataset.modules ?? '').split(' ').filter(Boolean));
  }
  await import('./main');
}

void boot();

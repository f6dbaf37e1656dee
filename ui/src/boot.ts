import { PAGE_DATA_ID } from './shared/layout/pageDataId';
import { keepEarlyActions, takeOverKeptActions } from './earlyActions';

/**
 * index.html's module script. A page the server rendered is readable as it comes (docs/pages.md): the
 * app (main.tsx) is fetched and started once the page is painted, so its code is not in the way of the
 * page's first paint; the files the page's own code needs (the server lists them on #page-data,
 * launch/page-render.ts) are fetched beside it, and so are the app's stylesheets when the page took
 * the part of them it uses inline. Any other answer (a staff page, the offline shell) has
 * nothing to show before the app, which starts at once.
 */

/** The longest the app waits for the browser to report the page's first paint. */
const MOST_PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the page has been painted: on its first contentful paint as the browser reports it (a
 * frame's callbacks run before that frame is shown, so they would start the app's downloads while the
 * page is still on its way to the screen). A browser that reports no paint: after the next frame. A
 * tab in the background paints nothing: the app starts all the same.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(resolve, MOST_PAINT_WAIT_MS);
    } else {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    }
  });
}

/**
 * A page the server kept takes the app's styles it uses inline (`<style data-app-styles>`, launch/
 * critical-css.ts) and leaves the app's stylesheets to be linked here, once it is painted: linked
 * where that `<style>` is, so that the page's own styles still come after them, and loaded before the
 * app renders anything the page did not show.
 */
function linkAppStyles(): Promise<unknown> {
  const inline = document.querySelector<HTMLStyleElement>('style[data-app-styles]');
  const files = (inline?.dataset.appStyles ?? '').split(' ').filter(Boolean);
  return Promise.all(
    files.map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          link.onload = link.onerror = resolve;
          inline!.before(link);
        }),
    ),
  );
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
  let styles: Promise<unknown> = Promise.resolve();
  if (data) {
    // the page is there before the app: what the visitor does on it is answered once the app is
    keepEarlyActions();
    await painted();
    styles = linkAppStyles();
    preload((data.dataset.modules ?? '').split(' ').filter(Boolean));
  } else {
    // nothing to answer later: the app starts now (and no inline script holds a form back)
    takeOverKeptActions();
  }
  const [app] = await Promise.all([import('./main'), styles]);
  await app.startApp();
}

void boot();

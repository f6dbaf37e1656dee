import { expect, test, type Browser, type Locator, type Page } from './app-test';
import { everyPage, followTo, openWalk, routesLeftOut, type EveryPage } from './every-page-support';
import { screenshot, skipWithoutChromium } from './support';
import { openSeeded } from './tournament-support';

skipWithoutChromium();

test.use({ trace: 'off' });

/**
 * No page of the site is wider than the screen, at a phone's width and a laptop's: long words and web
 * addresses wrap, tables turn into cards or scroll in their own box. Every route is visited with data to
 * show, including a news item whose text holds a 300-character address and a 120-letter word (seeded in
 * its subheading too); the addresses in news texts and video captions are links.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** How the page overflows, if it does: its width and the elements that reach past the screen. */
function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return null;
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 1;
      })
      // the innermost: those that hold no other element past the edge
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        return `${name} "${(element.textContent ?? '').trim().slice(0, 40)}" to ${Math.round(element.getBoundingClientRect().right)}px`;
      });
    return `${width}px wide in ${window.innerWidth}px (${past.join('; ')})`;
  });
}

/** The boxes in `item` whose content is wider than they are (shown cut off, or spilling out). */
const spilling = (item: Locator) =>
  item.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 30)}"`),
  );

async function pagesWiderThan(browser: Browser, pages: EveryPage, viewport: typeof PHONE, label: string) {
  const phone = viewport === PHONE;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const problems: string[] = [];
  try {
    for (const [paths, signedIn] of [
      [pages.visitor, false],
      [pages.signedIn, true],
    ] as const) {
      await openWalk(page, pages, signedIn);
      for (const path of paths) {
        const arrival = await followTo(page, path);
        if (arrival) problems.push(`${label} ${path}: ${arrival}`);
        const overflow = await overflowOf(page);
        if (overflow) problems.push(`${label} ${path}: ${overflow}`);
      }
    }
    return problems;
  } finally {
    await context.close();
  }
}

test.describe('no page is wider than the screen', () => {
  test('the walk opens a page of every route of the site', async ({ request }) => {
    expect(routesLeftOut(await everyPage(request)), 'routes without a page in this walk').toEqual([]);
  });

  test('every page at 390 and at 1280 px: document.documentElement.scrollWidth <= innerWidth', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const pages = await everyPage(request);
    // the two sizes side by side: each waits on the server and the browser much of the time
    const problems = (
      await Promise.all([
        pagesWiderThan(browser, pages, PHONE, 'phone'),
        pagesWiderThan(browser, pages, LAPTOP, 'laptop'),
      ])
    ).flat();
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', LAPTOP],
  ] as const) {
    test(`a news item with a 300-character address and a long word wraps, the address a link (${size} px)`, async ({
      browser,
      request,
    }) => {
      const pages = await everyPage(request);
      const phone = viewport === PHONE;
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      for (const [path, item, sessions] of [
        ['/', page.getByTestId('news-item'), {}],
        ['/admin/news', page.getByTestId('news-row'), pages.sessions],
      ] as const) {
        await openSeeded(page, path, sessions);
        const news = item.filter({ hasText: pages.longNews.heading });
        const link = news.getByRole('link', { name: pages.longNews.url });
        await expect(link).toHaveAttribute('href', pages.longNews.url);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
        await expect(link).toHaveAttribute('target', '_blank');
        // the sentence around it stays text: "(the … gallery)." is not part of the link
        await expect(news).toContainText(`${pages.longNews.url} (the ${pages.longNews.word} gallery).`);
        const box = await news.boundingBox();
        expect(box && box.x + box.width <= viewport.width, `${path}: the item fits the screen`).toBe(true);
        expect(await spilling(news), `${path}: nothing in the item is cut off or spills out`).toEqual([]);
        expect(await overflowOf(page), path).toBeNull();
        await news.scrollIntoViewIfNeeded();
        await screenshot(
          page,
          `no-overflow-news${path === '/' ? '-home' : path.replace(/\//g, '-')}-${size}`,
        );
      }

      // a video's caption: its address a link too
      await openSeeded(page, '/admin/videos', pages.sessions);
      const video = page.getByTestId('video-row').filter({ hasText: pages.video.title });
      const captionLink = video.getByRole('link', { name: pages.video.captionUrl, exact: true });
      await expect(captionLink).toHaveAttribute('href', pages.video.captionUrl);
      await expect(captionLink).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(await overflowOf(page)).toBeNull();
      await context.close();
    });
  }
});

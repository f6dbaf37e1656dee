import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchSiteRoute, SITE_ROUTES } from '@league/contracts/site-pages';
import { expect, test, type Browser, type Page } from './app-test';
import { everyPage, type EveryPage } from './every-page-support';
import { skipWithoutChromium } from './support';
import { openSeeded } from './tournament-support';

skipWithoutChromium();

test.use({ trace: 'off' });

/**
 * Every public page of the site, as Chromium renders it, is valid HTML: the W3C's Nu Html Checker
 * (npm vnu-jar, run offline with the machine's Java) reports no error on the serialized DOM, and no
 * <style> element is in the body. Each page is loaded afresh, at a phone's width and a laptop's (a page
 * may render other elements on a phone), and all of them are checked by one run of the checker.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** vnu.jar of the vnu-jar package (its main module is a String of the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** The public pages of the walk: those of a public route, and the page of an address of none (404). */
function publicPages(pages: EveryPage): string[] {
  return pages.visitor.filter((path) => {
    const route = matchSiteRoute(path)?.route;
    return route === undefined || route.access === 'public';
  });
}

/** Waits until the page shows its content: an h1 in main, nothing loading any more. */
async function opened(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  const shown = await page
    .waitForFunction(
      () =>
        document.querySelector('main h1') !== null &&
        document.querySelector('[role="status"][aria-label="Loading"]') === null,
      undefined,
      { timeout: 12_000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  // the last state updates
  await page.waitForTimeout(150);
  return shown ? null : `${path}: no h1 in main, or still loading, after 12 s`;
}

/**
 * The <style> elements in the body (the start of each): the HTML standard allows <style> only in the
 * head. The checker lets one pass as the first child of its parent; Mantine renders one for every
 * responsive style prop and SimpleGrid, wherever the element is, so none is let pass here.
 */
const stylesInBody = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('style')).map((style) => style.outerHTML.slice(0, 120)),
  );

interface Rendered {
  label: string;
  path: string;
  html: string;
}

async function renderedAt(
  browser: Browser,
  paths: string[],
  viewport: typeof PHONE,
  label: string,
): Promise<{ rendered: Rendered[]; problems: string[] }> {
  const phone = viewport === PHONE;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const rendered: Rendered[] = [];
  const problems: string[] = [];
  try {
    // the reads wait for the seeds (openSeeded keeps the position of every write in the tab)
    await openSeeded(page, '/info', {});
    for (const path of paths) {
      const problem = await opened(page, path);
      if (problem) problems.push(`${label} ${problem}`);
      for (const style of await stylesInBody(page))
        problems.push(`${label} ${path}: a <style> in the body: ${style}`);
      rendered.push({ label, path, html: await page.content() });
    }
    return { rendered, problems };
  } finally {
    await context.close();
  }
}

/**
 * The checker's CSS knows no `text-box-trim` and `text-box-edge` (CSS Inline Layout 3, in Chrome 133
 * and Safari 18.2): Mantine's Button label uses them, and a kept page carries the rules it uses in its
 * head (docs/pages.md). Those two messages, and only they, are let pass.
 */
const UNKNOWN_TO_THE_CHECKER =
  /^CSS: “text-box-(?:trim|edge)”: Property “text-box-(?:trim|edge)” doesn't exist\.$/;

/** The checker's errors on `pages`, one readable line each: the page, the line, the message. */
function vnuErrors(pages: Rendered[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'league-vnu-'));
  try {
    const files = pages.map((rendered, i) => {
      const file = join(dir, `${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, rendered.html);
      return { file, rendered };
    });
    // one JVM for every page: its start costs about a second
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map(({ file }) => file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw new Error(`java could not be run: ${run.error.message}`);
    let messages: VnuMessage[];
    try {
      ({ messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] });
    } catch {
      throw new Error(`the checker's output is no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    // the checker names a file by its URL (file:/tmp/…)
    const pageOf = new Map(files.map(({ file, rendered }) => [file, rendered]));
    return messages
      .filter((message) => message.type !== 'info' && !UNKNOWN_TO_THE_CHECKER.test(message.message))
      .map((message) => {
        const rendered = message.url?.startsWith('file:')
          ? pageOf.get(fileURLToPath(message.url))
          : undefined;
        const where = rendered ? `${rendered.label} ${rendered.path}` : (message.url ?? '(no file)');
        const extract = message.extract ? `\n      ${JSON.stringify(message.extract)}` : '';
        return `${where} line ${message.lastLine ?? '?'}, column ${message.firstColumn ?? '?'}: ${message.message}${extract}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('every public page is valid HTML (Nu Html Checker)', () => {
  test('the walk opens a page of every public route of the site', async ({ request }) => {
    const pages = await everyPage(request);
    const visited = new Set(publicPages(pages).map((path) => matchSiteRoute(path)?.route.path));
    const missing = SITE_ROUTES.filter((route) => route.access === 'public' && !visited.has(route.path));
    expect(
      missing.map((route) => route.path),
      'public routes without a page in this walk',
    ).toEqual([]);
  });

  test('every public page at 390 and at 1280 px: no error from vnu, no <style> in the body', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const paths = publicPages(await everyPage(request));
    const phone = await renderedAt(browser, paths, PHONE, 'phone');
    const laptop = await renderedAt(browser, paths, LAPTOP, 'laptop');
    const rendered = [...phone.rendered, ...laptop.rendered];
    const problems = [...phone.problems, ...laptop.problems, ...vnuErrors(rendered)];
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  readPublicRoutes,
  staticClosure,
  staticImports,
  staticPackageImports,
  type Manifest,
} from './ui-weight';

const uiDir = fileURLToPath(new URL('../../ui', import.meta.url));

describe('UI weight', () => {
  it('reads the public routes and their lazy pages from the route table', () => {
    const routes = readPublicRoutes(uiDir);
    const pageOf = (path: string) => routes.find((route) => route.path === path)?.pageModule;
    expect(pageOf('/')).toBe('src/features/home/HomePage');
    expect(pageOf('/league/leagues/:leagueId/standings')).toBe('src/features/stats/StandingsPage');
    expect(pageOf('/gameSummary/:gameId')).toBe('src/features/game-summary/GameSummaryPage');
    expect(pageOf('/conduct')).toBe('src/features/conduct/ConductPage');
    expect(pageOf('/info/:slug')).toBe('src/features/info/LeagueDocumentPage');
    expect(pageOf('/admin/login')).toBe('src/features/accounts/AdminLoginPage');
    expect(routes.some((route) => route.path.startsWith('/admin/venues'))).toBe(false);
    expect(routes.filter((route) => !route.pageModule)).toEqual([]);
  });

  it('counts a chunk with its static imports, once each, but not its lazy ones', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/Page.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'src/Page.tsx': {
        file: 'assets/Page.js',
        imports: ['_react.js', '_table.js'],
        css: ['assets/Page.css'],
      },
      '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
      'src/Admin.tsx': { file: 'assets/Admin.js', imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod.js' },
    };
    expect(staticClosure(manifest, ['index.html'])).toEqual({
      js: ['assets/index.js', 'assets/react.js'],
      css: [],
    });
    expect(staticClosure(manifest, ['index.html', 'src/Page.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/Page.js', 'assets/table.js'],
      css: ['assets/Page.css'],
    });
  });

  it.each(readPublicRoutes(uiDir).filter((route) => route.pageModule))(
    'the first visit of $path loads no zod and no schemas of the contracts',
    ({ pageModule }) => {
      const packages = [
        ...staticPackageImports(uiDir, 'src/main'),
        ...staticPackageImports(uiDir, pageModule!),
      ];
      // the zod-free entry points of the contracts are fine; forms load the schemas on their first check
      expect(packages.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
      expect(packages.filter((name) => name.startsWith('@hookform/resolvers'))).toEqual([]);
      expect(
        packages.filter(
          (name) =>
            name.startsWith('@league/contracts') &&
            !/\/(?:early-actions|formatting|position|site-pages)$/.test(name),
        ),
      ).toEqual([]);
    },
  );

  // the site's light Button and the dialogs loaded on first use keep Mantine's heavier code off a first visit
  const HEAVY_MANTINE = [
    'Button',
    'Modal',
    'Select',
    'Autocomplete',
    'Combobox',
    'Popover',
    'Menu',
    'Loader',
  ];
  it.each(readPublicRoutes(uiDir).filter((route) => route.pageModule))(
    "the first visit of $path loads none of Mantine's heavier components",
    ({ pageModule }) => {
      const mantine = [
        ...(staticImports(uiDir, 'src/main').get('@mantine/core') ?? []),
        ...(staticImports(uiDir, pageModule!).get('@mantine/core') ?? []),
      ];
      expect(mantine.filter((name) => HEAVY_MANTINE.includes(name))).toEqual([]);
    },
  );

  it('names what a module imports from each package, type-only imports aside', () => {
    const mantine = staticImports(uiDir, 'src/shared/ui/LinkButton').get('@mantine/core');
    expect(mantine).toContain('Box');
    expect(mantine).not.toContain('Button');
    expect(mantine).not.toContain('BoxProps');
  });
});

import { MantineProvider } from '@mantine/core';
import type { GameVersion } from '@league/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { VersionList } from './GameHistory';

const versions: GameVersion[] = [
  {
    version: 1,
    recordedAt: '2025-09-01T16:00:00.000Z',
    recordedBy: { name: 'Admin' },
    kind: 'scheduled',
    visitor: 'Rockets',
    home: 'Blades',
    changes: [{ field: 'venue', label: 'Venue', from: null, to: 'Main Rink' }],
  },
  {
    version: 2,
    recordedAt: '2025-09-05T23:42:00.000Z',
    recordedBy: { name: 'Sam Rinkside', currentName: 'Samantha Rinkside' },
    kind: 'result corrected',
    visitor: 'Rockets',
    home: 'Blades',
    changes: [{ field: 'score', label: 'Score', from: '3 - 4', to: '5 - 4' }],
  },
  {
    version: 3,
    recordedAt: '2025-09-06T10:00:00.000Z',
    recordedBy: { name: 'Admin' },
    kind: 'removed',
    visitor: 'Rockets',
    home: 'Blades',
    changes: [],
  },
];

const render = (linked: number | null) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <VersionList versions={versions} linked={linked} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^<>]*>/g, '').replace(/&gt;/g, '>');

describe('the list of versions', () => {
  it('anchors each version at #version-n with a link to itself and a copy-link button', () => {
    const html = render(null);
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`id="version-${n}"`);
      expect(html).toContain(`href="#version-${n}"`);
      expect(text(html)).toContain(`Copy link to version ${n}`);
    }
    expect(html.match(/<li [^>]*data-testid="game-version"/g)).toHaveLength(3);
  });

  it('shows each version’s kind, author, time with its year, and its changes old → new', () => {
    const shown = text(render(null));
    expect(shown).toContain('Version 2result corrected');
    // a member of staff renamed since: the name they had when they acted, today's beside it
    expect(shown).toContain('by Sam Rinkside (now Samantha Rinkside)');
    expect(shown).toMatch(/, 2025, \d{1,2}:\d{2} [ap]m/);
    expect(shown).toContain('Score: Rockets 3 - 4 Blades → 5 - 4');
    expect(shown).toContain('Venue: Main Rink');
    expect(shown).toContain('Removed from the schedule.');
    expect(html2datetime(render(null))).toEqual([
      '2025-09-01T16:00:00.000Z',
      '2025-09-05T23:42:00.000Z',
      '2025-09-06T10:00:00.000Z',
    ]);
  });

  it('marks the version the address points at', () => {
    expect(render(2).match(/<li [^>]*data-highlighted[^>]*>/g)?.[0]).toContain('id="version-2"');
    expect(render(null)).not.toContain('data-highlighted');
  });
});

function html2datetime(html: string) {
  return [...html.matchAll(/<time dateTime="([^"]+)"/gi)].map((m) => m[1]);
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrowserRouter } from '../router';
import { stubWindowAt } from '../testing/routedMarkup';
import { Breadcrumbs } from './Breadcrumbs';

const render = (items: ReadonlyArray<{ label: string; to?: string }>) =>
  renderToStaticMarkup(
    <BrowserRouter>
      <Breadcrumbs items={items} />
    </BrowserRouter>,
  );

describe('Breadcrumbs', () => {
  stubWindowAt('/league/stats');

  it('is a navigation landmark named Breadcrumb holding an ordered list', () => {
    const html = render([{ label: 'Home', to: '/' }, { label: 'Stats' }]);
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"><ol[^>]*>/);
    expect(html.match(/<li/g)).toHaveLength(2);
  });

  it('links every item but the last, which is the current page and no link', () => {
    const html = render([
      { label: 'Home', to: '/' },
      { label: 'League', to: '/league' },
      { label: 'Team Rockets', to: '/league/teams/7' },
    ]);
    expect(html).toContain('href="/"');
    expect(html).toMatch(/<a [^>]*href="\/league"[^>]*>League<\/a>/);
    expect(html).not.toContain('href="/league/teams/7"');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Team Rockets<\/span>/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('shows an earlier item without a destination as plain text', () => {
    const html = render([{ label: 'Home', to: '/' }, { label: 'Archive' }, { label: '2023' }]);
    expect(html).toMatch(/<span>Archive<\/span>/);
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('hides the separators from assistive technology', () => {
    const html = render([{ label: 'Home', to: '/' }, { label: 'Stats', to: '/stats' }, { label: 'Goals' }]);
    expect(html.match(/<span aria-hidden="true"[^>]*>›<\/span>/g)).toHaveLength(2);
  });

  it('renders nothing without items', () => {
    expect(render([])).toBe('');
  });
});

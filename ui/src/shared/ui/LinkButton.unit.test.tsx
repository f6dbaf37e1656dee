import { Button as MantineButton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { routedMarkup, stubWindowAt } from '../testing/routedMarkup';
import { LinkButton } from './LinkButton';

const render = routedMarkup;

describe('LinkButton', () => {
  stubWindowAt('/');

  it('is one link with the markup of a Mantine Button drawn as that link', () => {
    const html = render(
      <LinkButton to="/team/1" size="compact-sm" variant="light">
        TEAM PAGE
      </LinkButton>,
    );
    expect(html).toMatch(/<a [^>]*href="\/team\/1"/);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toBe(
      render(
        <MantineButton component="a" href="/team/1" size="compact-sm" variant="light">
          TEAM PAGE
        </MantineButton>,
      ),
    );
  });
});

import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { theme } from '../../app/theme';
import { BrowserRouter } from '../router';
import { stubWindowAt } from '../testing/routedMarkup';
import { EntityForm } from './EntityForm';
import { TextField } from './TextField';
import { useEntityForm } from './useEntityForm';

const schema = z.object({ name: z.string().min(1, 'Please enter a name.') });

function NameForm({ cancel, busy = false }: { cancel: string | (() => void); busy?: boolean }) {
  const form = useEntityForm(schema, { name: '' });
  return (
    <EntityForm form={form} onSubmit={() => {}} submitLabel="ADD NAME" busy={busy} cancel={cancel}>
      <TextField form={form} name="name" label="Name" />
    </EntityForm>
  );
}

const render = (cancel: string | (() => void), busy?: boolean) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <NameForm cancel={cancel} busy={busy} />
      </BrowserRouter>
    </MantineProvider>,
  );

describe('EntityForm', () => {
  stubWindowAt('/admin');

  it('is a form without the browser checks: the fields, then a CANCEL link back and the submit button', () => {
    const html = render('/admin/names');
    expect(html).toMatch(/<form noValidate="">/);
    expect(html.indexOf('Name')).toBeLessThan(html.indexOf('CANCEL'));
    expect(html).toMatch(/<a [^>]*href="\/admin\/names"[^>]*>.*CANCEL/);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>.*ADD NAME/);
    expect(html).toContain('--group-justify:space-between');
  });

  it('keeps the submit button disabled until the form is valid, and shows the loader while saving', () => {
    expect(render('/admin/names')).toMatch(/<button [^>]*type="submit"[^>]*disabled=""/);
    expect(render('/admin/names')).not.toContain('data-loading');
    expect(render('/admin/names', true)).toContain('data-loading');
  });

  it('in a dialog: CANCEL is a button, both buttons at the right', () => {
    const html = render(() => {});
    expect(html).not.toContain('href=');
    expect(html).toMatch(/<button [^>]*type="button"[^>]*>.*CANCEL/);
    expect(html).toContain('--group-justify:flex-end');
  });
});

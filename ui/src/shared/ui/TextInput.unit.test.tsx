import {
  MantineProvider,
  PasswordInput as MantinePasswordInput,
  TextInput as MantineTextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { normalizeMarkup } from '../testing/sameMarkup';
import { isToggleKey, PasswordInput, TextInput } from './TextInput';

const render = (node: ReactNode) =>
  normalizeMarkup(renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>));
const noop = () => {};

describe('TextInput', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    [
      'a required field',
      { label: 'Name', name: 'fromName', value: '', autoComplete: 'name', required: true },
    ],
    ['an asterisk without required', { label: 'E-Mail', type: 'email', value: 'a@b.c', withAsterisk: true }],
    ['no asterisk', { label: 'Season', value: '', placeholder: 'e.g. 2025 Summer', withAsterisk: false }],
    ['an error', { label: 'E-Mail', type: 'email', value: 'a', withAsterisk: true, error: 'Invalid email' }],
    ['a date with an error', { label: 'Todays Date', type: 'date', value: '', error: 'Required' }],
  ];
  it.each(cases)('renders Mantine TextInput markup for %s', (_name, props) => {
    const mine = render(<TextInput label="" onChange={noop} onBlur={noop} {...props} />);
    const mantines = render(<MantineTextInput onChange={noop} onBlur={noop} {...props} />);
    expect(mine).toBe(mantines);
  });

  it('labels the input and marks a required one with a hidden asterisk', () => {
    const html = renderToStaticMarkup(<TextInput label="Name" id="n" value="" onChange={noop} required />);
    expect(html).toContain('<label');
    expect(html).toContain('for="n" id="n-label">Name<span');
    expect(html).toMatch(
      /<span class="[^"]*mantine-InputWrapper-required[^"]*" aria-hidden="true"> \*<\/span>/,
    );
    expect(html).toMatch(/<input[^>]* required=""[^>]* id="n"/);
    expect(html).not.toContain('aria-invalid');
  });

  it('shows the error text under the input and points the input at it', () => {
    const html = renderToStaticMarkup(
      <TextInput label="E-Mail" id="e" value="x" onChange={noop} error="Please enter a valid e-mail" />,
    );
    expect(html).toMatch(/<input[^>]* aria-invalid="true" aria-describedby="e-error"/);
    expect(html).toMatch(/<p [^>]*id="e-error">Please enter a valid e-mail<\/p>/);
    expect(html).toContain('data-error="true"');
  });
});

describe('PasswordInput', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    [
      'a login password',
      { label: 'Password', value: '', autoComplete: 'current-password', withAsterisk: true },
    ],
    ['an error', { label: 'Password', value: 'abc', withAsterisk: true, error: 'At least 6 characters' }],
    ['no autocomplete hint', { label: 'Confirm Password', value: '', required: true }],
  ];
  it.each(cases)('renders Mantine PasswordInput markup for %s', (_name, props) => {
    const mine = render(<PasswordInput label="" onChange={noop} onBlur={noop} {...props} />);
    const mantines = render(<MantinePasswordInput onChange={noop} onBlur={noop} {...props} />);
    expect(mine).toBe(mantines);
  });

  it('hides the password and offers the toggle outside the Tab order', () => {
    const html = renderToStaticMarkup(<PasswordInput label="Password" id="p" value="" onChange={noop} />);
    expect(html).toMatch(/<input[^>]* type="password"/);
    expect(html).toMatch(
      /<button[^>]* aria-pressed="false" tabindex="-1" aria-label="Toggle password visibility"/,
    );
    expect(html).toContain('for="p"');
  });

  it('toggles on Space and Enter only, as Mantine does', () => {
    expect(isToggleKey(' ')).toBe(true);
    expect(isToggleKey('Enter')).toBe(true);
    for (const key of ['Tab', 'Escape', 'a', 'ArrowDown']) expect(isToggleKey(key)).toBe(false);
  });
});

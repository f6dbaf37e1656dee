import { describe, expect, it } from 'vitest';
import { contactProblem } from './contactForm';

const filled = {
  fromName: 'Jane Fan',
  fromEmail: 'jane@example.org',
  message: 'When is the next tournament?',
};

describe('the contact form checks, in the site order', () => {
  it('asks for an e-mail address first, whatever else is missing', () => {
    expect(contactProblem({ fromName: '', fromEmail: '  ', message: '' })).toBe(
      'Please enter an email address so we can respond back to you!',
    );
  });

  it('then wants a valid address: local part, @, domain, dot, two letters', () => {
    for (const fromEmail of [
      'jane',
      'jane@example',
      'jane@example.c',
      'jane doe@example.org',
      'jane@example.12',
    ]) {
      expect(contactProblem({ ...filled, fromName: '', fromEmail })).toBe(
        'Please enter a valid email address!',
      );
    }
  });

  it('then the name', () => {
    expect(contactProblem({ ...filled, fromName: '   ' })).toBe('Please enter your name');
  });

  it('then the message, which the API requires', () => {
    expect(contactProblem({ ...filled, message: ' ' })).toBe('Please enter a message.');
  });

  it('lets a complete question through', () => {
    expect(contactProblem(filled)).toBeNull();
  });
});

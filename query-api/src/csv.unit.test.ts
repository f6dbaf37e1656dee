import { describe, expect, it } from 'vitest';
import { csvDisposition, csvDocument, csvField } from './csv';

describe('a CSV field (RFC 4180, docs/api.md "CSV downloads")', () => {
  it('is quoted when it holds a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvField('Sharks')).toBe('Sharks');
    expect(csvField('Sharks, The')).toBe('"Sharks, The"');
    expect(csvField('The "Big" Sharks')).toBe('"The ""Big"" Sharks"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes numbers, booleans and nothing as they are', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0.5)).toBe('0.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('turns a text a spreadsheet would run as a formula into text, but not a plain number', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1 518 555 0147')).toBe("'+1 518 555 0147");
    expect(csvField('-Sharks')).toBe("'-Sharks");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('-3')).toBe('-3');
    expect(csvField('+2')).toBe('+2');
    expect(csvField('-0.250')).toBe('-0.250');
    expect(csvField('T-3')).toBe('T-3');
  });
});

describe('a CSV document', () => {
  it('starts with the byte order mark and a header row, each line ended by CRLF', () => {
    const text = csvDocument(
      [
        { header: 'Name', value: (row: { name: string; goals: number }) => row.name },
        { header: 'G', value: (row) => row.goals },
      ],
      [
        { name: 'Zoë', goals: 2 },
        { name: 'Quill, R.', goals: 0 },
      ],
    );
    expect(text).toBe('\uFEFFName,G\r\nZoë,2\r\n"Quill, R.",0\r\n');
    expect(Buffer.from(text).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('is the header alone when there are no rows', () => {
    expect(csvDocument([{ header: 'Team', value: () => '' }], [])).toBe('\uFEFFTeam\r\n');
  });
});

describe('a download’s Content-Disposition', () => {
  it('is an attachment named in ASCII and, for browsers that read it, in UTF-8 (RFC 5987)', () => {
    expect(csvDisposition('Mens Open Fall 2026 standings')).toBe(
      `attachment; filename="Mens Open Fall 2026 standings.csv"; filename*=UTF-8''Mens%20Open%20Fall%202026%20standings.csv`,
    );
    expect(csvDisposition('Éclairs "Montréal"; ../x')).toBe(
      `attachment; filename="Eclairs _Montreal__ .._x.csv"; filename*=UTF-8''%C3%89clairs%20%22Montr%C3%A9al%22%3B%20..%2Fx.csv`,
    );
    expect(csvDisposition('🏒')).toBe(`attachment; filename="_.csv"; filename*=UTF-8''%F0%9F%8F%92.csv`);
  });
});

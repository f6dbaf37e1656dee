import { describe, expect, it } from 'vitest';
import { LeagueError } from '@league/contracts';
import { readSheet, separatorOf } from './csv';
import { nameBasedId } from '../handling/name-based-id';

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof LeagueError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('no rejection');
};

describe('reading an import file', () => {
  it('reads a comma-separated file with its line numbers, headers matched whatever their case, spaces or underscores', () => {
    const rows = readSheet(
      'players',
      'FIRST_NAME, Last Name ,middleinitial\nWayne,Gretzky,\nMario,Lemieux,J\n',
    );
    expect(rows).toEqual([
      { line: 2, cells: { firstname: 'Wayne', lastname: 'Gretzky', middleinitial: '' } },
      { line: 3, cells: { firstname: 'Mario', lastname: 'Lemieux', middleinitial: 'J' } },
    ]);
  });

  it('drops a byte order mark and takes semicolons when the header line uses them', () => {
    const rows = readSheet('players', '\uFEFFFirst Name;Last Name\r\nZoé;Quill, Jr.\r\n');
    expect(rows).toEqual([{ line: 2, cells: { firstname: 'Zoé', lastname: 'Quill, Jr.' } }]);
    expect(separatorOf('"a;b",c\n;;;;')).toBe(',');
    expect(separatorOf('a;"b,c,d";e')).toBe(';');
  });

  it('reads RFC 4180 quotes: doubled quotes, separators and line breaks inside a cell; the row keeps its first line', () => {
    const text = 'first name,last name\n"Bo ""The Wall""",Smith\n"Ann\nMarie","Lee,Kim"\nJo,Ng\n';
    expect(readSheet('players', text)).toEqual([
      { line: 2, cells: { firstname: 'Bo "The Wall"', lastname: 'Smith' } },
      { line: 3, cells: { firstname: 'Ann\nMarie', lastname: 'Lee,Kim' } },
      { line: 5, cells: { firstname: 'Jo', lastname: 'Ng' } },
    ]);
  });

  it('skips blank lines (also of spaces or bare separators) and counts them in the line numbers; mixed line ends', () => {
    const text = '\nfirst name,last name\r\n\r\nWayne,Gretzky\n  \n,\nMario,Lemieux\r';
    expect(readSheet('players', text).map((row) => [row.line, row.cells.lastname])).toEqual([
      [4, 'Gretzky'],
      [7, 'Lemieux'],
    ]);
  });

  it('gives a short row empty cells and ignores columns it does not know', () => {
    expect(readSheet('players', 'first name,last name,shirt\nWayne\n')).toEqual([
      { line: 2, cells: { firstname: 'Wayne', lastname: '', shirt: '' } },
    ]);
  });

  it('refuses (400) a header without a column the kind needs, a file without rows and an unclosed quote', () => {
    expect(
      rejection(() => readSheet('rosters', 'league,session,year,team,first name,last name\nA,B,2026,C,D,E')),
    ).toEqual({
      status: 400,
      message: 'The header needs the column Number.',
    });
    expect(rejection(() => readSheet('teams', 'team\nAces'))).toEqual({
      status: 400,
      message: 'The header needs the columns League, Session, Year.',
    });
    expect(rejection(() => readSheet('players', 'first name,last name\n\n'))).toEqual({
      status: 400,
      message: 'The file has no rows below its header.',
    });
    expect(rejection(() => readSheet('players', ''))).toMatchObject({ status: 400 });
    expect(rejection(() => readSheet('players', 'first name,last name\n"Wayne,Gretzky\n'))).toEqual({
      status: 400,
      message: 'The file cannot be read as CSV from line 2: check its quotes.',
    });
  });
});

describe('ids derived from rows', () => {
  it('are RFC 9562 version 5 UUIDs', () => {
    // the RFC's DNS namespace and www.example.com
    expect(nameBasedId('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});

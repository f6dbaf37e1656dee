import { describe, expect, it } from 'vitest';
import { leagueCsv } from './CsvDownloadLink';
import { adminCsv, downloadFileName } from './saveDownload';

describe('the CSV downloads', () => {
  it('encode what they name', () => {
    expect(adminCsv.registrants('Summer Cup / U14')).toBe('/api/registration/Summer%20Cup%20%2F%20U14.csv');
    expect(adminCsv.registeredTeams('')).toBe('/api/registration/allRegisteredTeams.csv');
    expect(adminCsv.registeredTeams('2026')).toBe('/api/registration/allRegisteredTeams.csv?year=2026');
    expect(leagueCsv.standings('l1', '2026-10-01')).toBe(
      '/api/league/leagues/l1/standings.csv?asOf=2026-10-01',
    );
    expect(leagueCsv.standings('l1')).toBe('/api/league/leagues/l1/standings.csv');
  });

  it('are saved under the name the server gives, in UTF-8 when it gives one', () => {
    expect(
      downloadFileName(
        `attachment; filename="Ete Cup registrants.csv"; filename*=UTF-8''%C3%89t%C3%A9%20Cup%20registrants.csv`,
        'x.csv',
      ),
    ).toBe('Été Cup registrants.csv');
    expect(downloadFileName('attachment; filename="Registered teams.csv"', 'x.csv')).toBe(
      'Registered teams.csv',
    );
    expect(downloadFileName(null, 'x.csv')).toBe('x.csv');
    expect(downloadFileName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'x.csv')).toBe(
      'a.csv',
    );
  });
});

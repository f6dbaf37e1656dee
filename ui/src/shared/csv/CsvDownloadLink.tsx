import { Anchor } from '@mantine/core';

const id = encodeURIComponent;

/**
 * The league's spreadsheet downloads of docs/api.md ("CSV downloads"), beside the JSON reads their
 * pages show. Kept with the link, so that a public page loads one small module for both.
 */
export const leagueCsv = {
  standings: (leagueId: string, asOf?: string) =>
    `/api/league/leagues/${id(leagueId)}/standings.csv${asOf ? `?asOf=${id(asOf)}` : ''}`,
  scoringLeaders: (leagueId: string) => `/api/league/${id(leagueId)}/scoringLeaders.csv`,
  leagueSchedule: (leagueId: string) => `/api/league/schedule/${id(leagueId)}.csv`,
  teamRoster: (teamId: string) => `/api/league/team/${id(teamId)}/roster.csv`,
};

/**
 * A public page's "Download CSV": a plain link the browser saves (its name comes from the server's
 * Content-Disposition), small and at the end of the line so that it is out of the way on a phone.
 */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <Anchor href={href} download size="sm" display="block" ta="right" py={4} data-testid="csv-download">
      Download CSV
    </Anchor>
  );
}

import type { RankedIn, TeamPageAnswer, TeamPageRecord } from '@league/contracts';

/**
 * How a team's page writes its figures. A record shows as many columns as it needs: "W-L-T", then OTL
 * once the team has an overtime or shootout loss, SOL once it has a shootout loss.
 */
export function recordText(record: TeamPageRecord): { figures: string; columns: string } {
  const parts: Array<[string, number]> = [
    ['W', record.wins],
    ['L', record.losses],
    ['T', record.ties],
  ];
  if (record.overtimeLosses > 0 || record.shootoutLosses > 0) parts.push(['OTL', record.overtimeLosses]);
  if (record.shootoutLosses > 0) parts.push(['SOL', record.shootoutLosses]);
  return {
    figures: parts.map(([, value]) => value).join('-'),
    columns: parts.map(([column]) => column).join('-'),
  };
}

/**
 * What the third figure of the "W - L - other losses" record (docs/rules.md §9) is made of, in words, the
 * parts the team has: "1 tie, 1 shootout loss"; "" when it is 0.
 */
export function otherLossesText(record: Pick<TeamPageRecord, 'ties' | 'overtimeLosses' | 'shootoutLosses'>) {
  const parts: Array<[number, string, string]> = [
    [record.ties, 'tie', 'ties'],
    [record.overtimeLosses, 'overtime loss', 'overtime losses'],
    [record.shootoutLosses, 'shootout loss', 'shootout losses'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The standings page's table that ranks the team: "in the East division", "in the league". */
export function rankedInText(rankedIn: RankedIn): string {
  switch (rankedIn.kind) {
    case 'division':
      return `in the ${rankedIn.divisionName} division`;
    case 'league':
      return 'in the league';
    case 'withoutDivision':
      return 'among the teams without a division';
  }
}

/**
 * The team's place as the standings page shows it: "2nd of 3 in the East division", "3rd of 4 in the
 * league"; "Not ranked yet" before the standings rank the team.
 */
export const rankText = (standing: Pick<TeamPageAnswer['standing'], 'rank' | 'teamsRanked' | 'rankedIn'>) =>
  standing.rank === null
    ? 'Not ranked yet'
    : `${ordinal(standing.rank)} of ${standing.teamsRanked} ${rankedInText(standing.rankedIn)}`;

/** A goal difference with its sign: "+5", "0", "−3" (a true minus sign). */
export const differenceText = (difference: number): string =>
  difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '0';

/** "6-3-1": wins, losses (overtime and shootout ones included), ties. */
export const lastTenText = ({ lastTen }: Pick<TeamPageAnswer, 'lastTen'>): string =>
  `${lastTen.wins}-${lastTen.losses}-${lastTen.ties}`;

/** "W3", "L2", "T1"; "–" before the team's first game. */
export const streakText = ({ streak }: Pick<TeamPageAnswer, 'streak'>): string =>
  streak ? `${streak.result}${streak.count}` : '–';

/** "Metro - North Division, Fall 2026" */
export function seasonText(season: {
  leagueName: string;
  leagueDivisionName?: string | null;
  divisionName?: string | null;
  session: string;
  year: number;
}): string {
  const division = season.leagueDivisionName ?? season.divisionName ?? null;
  const league = division ? `${season.leagueName} - ${division} Division` : season.leagueName;
  return `${league}, ${season.session} ${season.year}`;
}

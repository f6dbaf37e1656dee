import type { TeamPageData } from '@league/contracts';
import classes from './TeamPage.module.css';
import { differenceText, lastTenText, recordText, streakText } from './teamPageText';

interface Tile {
  key: string;
  label: string;
  value: string;
  /** what the figures are ("W-L-T"), under them */
  note?: string;
}

function tilesOf(team: TeamPageData): Tile[] {
  const home = recordText(team.home);
  const away = recordText(team.away);
  const { goalsFor, goalsAgainst, goalDifference } = team.standing;
  return [
    { key: 'home', label: 'Home', value: home.figures, note: home.columns },
    { key: 'away', label: 'Away', value: away.figures, note: away.columns },
    { key: 'last-ten', label: 'Last 10', value: lastTenText(team), note: 'W-L-T' },
    { key: 'streak', label: 'Streak', value: streakText(team) },
    { key: 'gf', label: 'GF', value: String(goalsFor), note: 'Goals for' },
    { key: 'ga', label: 'GA', value: String(goalsAgainst), note: 'Goals against' },
    { key: 'diff', label: 'Diff', value: differenceText(goalDifference), note: 'Goal difference' },
  ];
}

/**
 * The regular season at a glance: home and away records, last ten, streak, goals for and against and
 * the difference; a list of terms and figures, four to a row on a phone, seven on a wider screen.
 */
export function StatTiles({ team }: { team: TeamPageData }) {
  return (
    <dl className={classes.tiles} aria-label="Season figures" data-testid="team-tiles">
      {tilesOf(team).map((tile) => (
        <div key={tile.key} className={classes.tile} data-testid={`tile-${tile.key}`}>
          <dt className={classes.tileLabel}>{tile.label}</dt>
          <dd className={classes.tileValue}>{tile.value}</dd>
          {tile.note && <dd className={classes.tileNote}>{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import type { ClubSeason } from '@league/contracts';
import { Link } from '../../shared/router';
import classes from './TeamPage.module.css';
import { recordText, seasonText } from './teamPageText';

/** The club's other teams (same name, other leagues or years), newest first, each with its final record. */
export function OtherSeasons({ seasons }: { seasons: ClubSeason[] }) {
  if (seasons.length === 0) return <Text c="dimmed">No other seasons of this club yet.</Text>;
  return (
    <ul className={classes.seasons} data-testid="other-seasons">
      {seasons.map((season) => {
        const record = recordText(season.record);
        return (
          <li key={season.teamId} className={classes.season} data-testid="other-season">
            <Anchor component={Link} to={siteRoute.team.href({ teamId: season.teamId })} fw={700}>
              {seasonText(season)}
            </Anchor>
            <Text span size="sm">
              {season.teamName.trim()} · {record.figures} ({record.columns}), {season.record.points} PTS
              {season.isCurrent ? ' · current' : ''}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}

import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import type { TeamScheduleEntry } from '@league/contracts';
import { Link } from '../../shared/router';
import { GameKindFlag } from '../../shared/league/schedules/GameKindFlag';
import { itemDateWithYear, itemTime } from '../../shared/league/schedules/scheduleItem';
import { TeamLink } from '../../shared/league/schedules/TeamLink';
import classes from './TeamPage.module.css';

/** The team's next game: when, against whom (home or away), where, and its page. */
export function NextGameCard({ game, teamId }: { game: TeamScheduleEntry | null; teamId: string }) {
  if (!game)
    return (
      <section className={classes.card} aria-labelledby="next-game-title" data-testid="next-game">
        <Text id="next-game-title" component="h2" fw={800} c="navy.8" size="lg" m={0}>
          Next game
        </Text>
        <Text c="dimmed">No game scheduled.</Text>
      </section>
    );
  const home = game.homeTeamId === teamId;
  const opponent = home
    ? { name: game.visitorTeamName, teamId: game.visitorTeamId, seed: game.visitorTeamSeed }
    : { name: game.homeTeamName, teamId: game.homeTeamId, seed: game.homeTeamSeed };
  return (
    <section className={classes.card} aria-labelledby="next-game-title" data-testid="next-game">
      <Text id="next-game-title" component="h2" fw={800} c="navy.8" size="lg" m={0}>
        Next game
      </Text>
      <Text fw={700} size="lg" data-testid="next-game-opponent">
        {home ? 'vs ' : '@ '}
        <TeamLink name={opponent.name} teamId={opponent.teamId} seed={opponent.seed} league={null} />
      </Text>
      <Text data-testid="next-game-when">
        {itemDateWithYear(game)} · {itemTime(game)}
      </Text>
      <Text data-testid="next-game-venue">
        <Anchor component={Link} to={siteRoute.venueSchedule.href({ venueId: game.venueId })}>
          {game.venueName}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={siteRoute.gameSummary.href({ gameId: game.itemId })} fw={600}>
          Game details
        </Anchor>
      </Text>
      {(game.playoff || game.championship) && <GameKindFlag item={game} />}
    </section>
  );
}

import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Badge, List, Stack, Text, Title } from '@mantine/core';
import type { BracketGame, BracketRound, BracketSideAnswer } from '@league/contracts';
import { formatDate, formatTime } from '@league/contracts/formatting';
import { Link } from '../../shared/router';
import { gamesById, sideLabel } from '../../shared/league/bracket/layout';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

/** The bracket as lists, round by round: what the picture shows, for screen readers and small screens. */
export function BracketList({ rounds }: { rounds: readonly BracketRound[] }) {
  const byId = gamesById(rounds);
  const side = (game: BracketGame, which: 'home' | 'visitor', team: BracketSideAnswer) => {
    const label = sideLabel(team, byId);
    const shown = team.teamId ? (
      <Anchor component={Link} to={siteRoute.team.href({ teamId: team.teamId })}>
        {label}
      </Anchor>
    ) : (
      label
    );
    return (
      <Text span fw={game.winner === which ? 700 : undefined}>
        {shown}
        {team.score !== null && ` ${team.score}`}
        {game.winner === which && ' (winner)'}
      </Text>
    );
  };
  return (
    <Stack gap="md" data-testid="bracket-list">
      {rounds.map((round) => (
        <section key={round.name} aria-label={round.name}>
          <Title order={2} {...responsiveFontSize({ base: 16, sm: 18 })} c="navy.8" tt="uppercase" mb={4}>
            {round.name}
          </Title>
          <List spacing={6} listStyleType="none" pl={0}>
            {round.games.map((game) => (
              <List.Item key={game.gameId} data-testid="bracket-game">
                {side(game, 'visitor', game.visitor)}{' '}
                <Text span c="dimmed">
                  @
                </Text>{' '}
                {side(game, 'home', game.home)}
                <Text span size="sm" c="dimmed">
                  {' · '}
                  <Anchor component={Link} to={siteRoute.gameSummary.href({ gameId: game.gameId })} size="sm">
                    {formatDate(game.date)}, {formatTime(game.time)}
                  </Anchor>
                  {game.venueName && ` · ${game.venueName}`}
                </Text>
                {game.championship && (
                  // a span: the item's text is in Mantine's <span> label, where a <div> may not be
                  <Badge component="span" ml="xs" size="sm" variant="light">
                    Championship
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}

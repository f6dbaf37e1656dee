import { Card, Container, Text } from '@mantine/core';
import type { AdminScheduleItem } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { GameHistorySection } from '../../shared/admin/game-audit';
import { gameQuery, useSaveGame } from '../../shared/admin/scheduleApi';
import { adminBracketQuery } from '../../shared/league/bracket/api';
import { gamesById } from '../../shared/league/bracket/layout';
import { GameBracketConflicts } from './BracketAdmin';
import { GameFormFields } from './GameFormFields';
import { TBD, type GameValues } from './schemas';
import { useScheduleSave } from './useScheduleSave';

/** /games/new */
export function NewGamePage() {
  const saveGame = useSaveGame(null);
  const { save, modals } = useScheduleSave<GameValues & { id: string }>(
    saveGame,
    'Something went wrong with creating a new game',
  );
  // one id per form: a retried or "save anyway" create is the same game, never a second one
  const [id] = useState(() => crypto.randomUUID());
  return (
    <Container size={640} py="xl">
      {modals}
      <PageTitle>New Game</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <GameFormFields
          initialValues={{
            leagueId: '',
            date: '',
            time: '',
            venueId: '',
            homeTeamId: '',
            visitorTeamId: '',
            homeTeamSeed: '0',
            visitorTeamSeed: '0',
            playoff: false,
            championship: false,
            homeFromGameId: '',
            visitorFromGameId: '',
          }}
          chooseLeague
          submitLabel="ADD GAME"
          busy={saveGame.isPending}
          onSubmit={(values) => save({ ...values, id })}
        />
      </Card>
    </Container>
  );
}

function UpdateGameForm({
  game: loaded,
  feeds,
}: {
  game: AdminScheduleItem;
  feeds: { home: string | null; visitor: string | null };
}) {
  const [game] = useState(loaded);
  const saveGame = useSaveGame(game);
  const { save, modals } = useScheduleSave<GameValues>(
    saveGame,
    'Something went wrong with editing this game',
  );
  return (
    <>
      {modals}
      <GameFormFields
        initialValues={{
          leagueId: game.leagueId ?? '',
          date: game.isoDate,
          time: game.time,
          venueId: game.venueId,
          homeTeamId: game.homeTeamId ?? TBD,
          visitorTeamId: game.visitorTeamId ?? TBD,
          homeTeamSeed: String(game.homeTeamSeed),
          visitorTeamSeed: String(game.visitorTeamSeed),
          playoff: game.playoff,
          championship: game.championship,
          homeFromGameId: feeds.home ?? '',
          visitorFromGameId: feeds.visitor ?? '',
        }}
        gameId={game._id}
        chooseLeague={false}
        submitLabel="UPDATE GAME"
        busy={saveGame.isPending}
        onSubmit={save}
      />
    </>
  );
}

/** /admin/updateGame/{id}: the game as GET /api/admin/game/{id} has it, saved with its version. */
export function UpdateGamePage() {
  const { id = '' } = useParams();
  const game = useQuery(gameQuery(id));
  const loaded = game.data?.game;
  const knockout = Boolean(loaded && (loaded.playoff || loaded.championship));
  // a knockout game's feeds come with its league's bracket: the form waits for them
  const bracket = useQuery({ ...adminBracketQuery(loaded?.leagueId ?? ''), enabled: knockout });
  const inBracket = bracket.data && gamesById(bracket.data.rounds).get(id);
  const feeds = { home: inBracket?.home.fromGameId ?? null, visitor: inBracket?.visitor.fromGameId ?? null };
  const loadError = useQueryErrorMessage(game, 'Something went wrong with loading the game');
  return (
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Game</PageTitle>
      {game.isPending && <Spinner />}
      {game.data && game.data.game.kind !== 'game' && <Text ta="center">This is not a game.</Text>}
      {game.data?.game.kind === 'game' && (!knockout || !bracket.isPending) && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateGameForm key={game.data.game._id} game={game.data.game} feeds={feeds} />
        </Card>
      )}
      {game.data?.game.leagueId && (game.data.game.playoff || game.data.game.championship) && (
        <GameBracketConflicts leagueId={game.data.game.leagueId} gameId={id} />
      )}
      <GameHistorySection gameId={id} />
    </Container>
  );
}

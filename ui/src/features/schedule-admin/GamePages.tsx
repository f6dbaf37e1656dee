import { Alert, Card, Container, Text } from '@mantine/core';
import type { AdminScheduleEntry } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { GameHistorySection } from '../../shared/admin/game-audit';
import { currentLeaguesQuery } from '../../shared/admin/leaguesApi';
import { ENTRY_LEAGUE_PARAM } from '../../shared/admin/scheduleEntry';
import { gameQuery, useSaveGame } from '../../shared/admin/scheduleApi';
import { adminBracketQuery } from '../../shared/league/bracket/api';
import { gamesById } from '../../shared/league/bracket/layout';
import { GameBracketConflicts } from './BracketAdmin';
import { GameFormFields } from './GameFormFields';
import { landing, landingPath } from './landing';
import { TBD, type GameForm, type GameValues } from './schemas';
import { useScheduleSave } from './useScheduleSave';

/** What a game entry carries over to the next game: the league, venue, date and time. */
type CarriedOver = Pick<GameForm, 'leagueId' | 'venueId' | 'date' | 'time'>;

const newGameForm = (carried: CarriedOver): GameForm => ({
  ...carried,
  homeTeamId: '',
  visitorTeamId: '',
  homeTeamSeed: '0',
  visitorTeamSeed: '0',
  playoff: false,
  championship: false,
  homeFromGameId: '',
  visitorFromGameId: '',
});

const addedMessage = (count: number) => (count === 1 ? 'Game added.' : `${count} games added.`);

/**
 * The games entered one after the other: each form's id (one per form: a retried or "save anyway" create
 * is the same game, never a second one), what the next form starts from, and the games added so far.
 */
interface GameEntry {
  id: string;
  start: CarriedOver;
  added: readonly string[];
}

function NewGameForm({ leagueId }: { leagueId: string }) {
  const navigate = useNavigate();
  const saveGame = useSaveGame(null);
  const { save, modals } = useScheduleSave<GameValues & { id: string }>(
    saveGame,
    'Something went wrong with creating a new game',
  );
  const [entry, setEntry] = useState<GameEntry>(() => ({
    id: crypto.randomUUID(),
    start: { leagueId, venueId: '', date: '', time: '' },
    added: [],
  }));
  const [another, setAnother] = useState(false);
  const { id, added } = entry;

  const addGame = (values: GameValues) => {
    setAnother(false);
    save({ ...values, id }, () =>
      navigate(landingPath(values.leagueId), {
        state: landing(addedMessage(added.length + 1), [...added, id]),
      }),
    );
  };
  const addAnother = (values: GameValues) => {
    setAnother(true);
    save({ ...values, id }, () =>
      setEntry({
        id: crypto.randomUUID(),
        start: { leagueId: values.leagueId, venueId: values.venueId, date: values.date, time: values.time },
        added: [...added, id],
      }),
    );
  };
  // before a game is added, CANCEL goes back to where the entry began; then to the games added
  const cancelLeague = added.length > 0 ? entry.start.leagueId : leagueId || null;
  return (
    <>
      {modals}
      {added.length > 0 && (
        <Alert role="status" color="green" variant="light" mb="md" fw={600} data-testid="added-notice">
          {addedMessage(added.length)} The next game keeps the league, venue, date and time.
        </Alert>
      )}
      <Card withBorder shadow="sm" p="lg">
        <GameFormFields
          key={id}
          initialValues={newGameForm(entry.start)}
          chooseLeague
          cancel={landingPath(cancelLeague)}
          submitLabel="ADD GAME"
          busy={saveGame.isPending && !another}
          busyAnother={saveGame.isPending && another}
          onSubmit={addGame}
          onSubmitAndAddAnother={addAnother}
        />
      </Card>
    </>
  );
}

/**
 * /games/new, or /games/new?league={leagueId} from a league's card or schedule (that league chosen if it
 * is a current one). A saved game is shown marked on its league's schedule; SAVE AND ADD ANOTHER saves and
 * opens a fresh form that keeps the league, venue, date and time.
 */
export function NewGamePage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(ENTRY_LEAGUE_PARAM);
  const leagues = useQuery({ ...currentLeaguesQuery(), enabled: asked !== null });
  const leagueId = leagues.data?.some((league) => league.leagueId === asked) ? (asked ?? '') : '';
  return (
    <Container size={640} py="xl">
      <PageTitle>New Game</PageTitle>
      {asked !== null && leagues.isPending ? <Spinner /> : <NewGameForm leagueId={leagueId} />}
    </Container>
  );
}

function UpdateGameForm({
  game: loaded,
  feeds,
}: {
  game: AdminScheduleEntry;
  feeds: { home: string | null; visitor: string | null };
}) {
  const [game] = useState(loaded);
  const navigate = useNavigate();
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
        gameId={game.itemId}
        chooseLeague={false}
        cancel={landingPath(game.leagueId)}
        submitLabel="UPDATE GAME"
        busy={saveGame.isPending}
        onSubmit={(values) =>
          save(values, () =>
            navigate(landingPath(values.leagueId), { state: landing('Game updated.', [game.itemId]) }),
          )
        }
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
          <UpdateGameForm key={game.data.game.itemId} game={game.data.game} feeds={feeds} />
        </Card>
      )}
      {game.data?.game.leagueId && (game.data.game.playoff || game.data.game.championship) && (
        <GameBracketConflicts leagueId={game.data.game.leagueId} gameId={id} />
      )}
      <GameHistorySection gameId={id} />
    </Container>
  );
}

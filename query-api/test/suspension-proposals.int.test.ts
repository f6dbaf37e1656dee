import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allSuspendedPlayersAnswer,
  gameSheetAnswer,
  suspensionProposalsAnswer,
  suspensionRulesAnswer,
  suspensionStream,
  SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE,
  SUSPENSION_PROPOSAL_DISMISSED_MESSAGE,
  SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { suspensionProposalsProjection } from '@league/projectors/suspension-proposals';
import { bearer, testTokens } from './test-support';
import { callerOf, startWiredStack, type WiredStack } from './wired-stack';

/**
 * Suspensions proposed from the game sheets, from end to end (docs/api.md, "Suspensions from the game
 * sheet"): penalties with a severity recorded on a sheet, proposed with the table's games, confirmed (a
 * suspension linked to the player, which marks them in a later game's lineup) or dismissed; the table edited.
 */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
let store: EventStore;

let stack: WiredStack;
const { send, write, read } = callerOf(() => stack, admin, { headers: admin });

beforeAll(async () => {
  stack = await startWiredStack(tokens, [suspensionProposalsProjection]);
  ({ store } = stack);
});
afterAll(() => stack.close());

const proposals = async () =>
  suspensionProposalsAnswer.parse(await read('/api/admin/suspensionProposals')).suspensionProposals;

describe('suspensions from the game sheet: write → project → read', () => {
  it('proposes, confirms, dismisses, and marks the suspended player in a later lineup', async () => {
    const { venueId } = await write<{ venueId: string }>('POST', '/api/admin/createVenue', {
      venueName: 'Riverside Dome',
      venueAddress: '1 River Rd',
    });
    const { leagueId } = await write<{ leagueId: string }>('POST', '/api/admin/createLeague', {
      leagueName: 'Men 30+',
      session: 'Fall',
      year: 2026,
    });
    const team = async (teamName: string) =>
      (await write<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName })).teamId;
    const [hawks, owls] = [await team('Hawks'), await team('Owls')];
    const rosterOf = async (teamId: string, people: Array<[string, string, number]>) => {
      const players = [];
      for (const [firstName, lastName, number] of people)
        players.push({
          playerId: (
            await write<{ playerId: string }>('POST', '/api/admin/createPlayer', { firstName, lastName })
          ).playerId,
          number,
        });
      return (
        await write<{ rosterPlayerIds: string[] }>('POST', `/api/admin/${teamId}/addPlayers`, { players }, 0)
      ).rosterPlayerIds as [string, string];
    };
    const [hana, hal] = await rosterOf(hawks, [
      ['Hana', 'Hill', 7],
      ['Hal', 'Hope', 30],
    ]);
    const [olga, otto] = await rosterOf(owls, [
      ['Olga', 'Ortiz', 4],
      ['Otto', 'Oak', 1],
    ]);
    const game = async (date: string) => {
      const { gameId } = await write<{ gameId: string }>('POST', '/api/admin/createGame', {
        leagueId,
        venueId,
        homeTeamId: hawks,
        visitorTeamId: owls,
        date,
        time: '19:30',
      });
      await write('PUT', `/api/admin/game/${gameId}/sheet/lineup/home`, {
        rosterPlayerIds: [hana, hal],
        goalieRosterPlayerId: hal,
      });
      await write('PUT', `/api/admin/game/${gameId}/sheet/lineup/visitor`, {
        rosterPlayerIds: [olga, otto],
        goalieRosterPlayerId: otto,
      });
      return gameId;
    };
    const first = await game('2026-10-01');
    const ids = Array.from({ length: 4 }, () => crypto.randomUUID()) as [string, string, string, string];
    const penalty = (
      id: string,
      side: string,
      rosterPlayerId: string,
      infraction: string,
      severity: string | null,
    ) =>
      write('POST', `/api/admin/game/${first}/sheet/penalties`, {
        id,
        side,
        period: 2,
        time: '08:00',
        rosterPlayerId,
        infraction,
        minutes: 5,
        severity,
      });
    await penalty(ids[0], 'visitor', olga, 'Fighting', 'game misconduct');
    await penalty(ids[1], 'home', hana, 'Slashing', 'match penalty');
    await penalty(ids[2], 'home', hal, 'Tripping', null);
    await penalty(ids[3], 'visitor', otto, 'Abuse of officials', 'game misconduct');
    await write('DELETE', `/api/admin/game/${first}/sheet/penalties/${ids[3]}`);

    // the table's defaults: match penalty 3, game misconduct 1
    expect(suspensionRulesAnswer.parse(await read('/api/admin/suspensionRules'))).toEqual({
      gameMisconduct: 1,
      matchPenalty: 3,
      version: 0,
    });
    const common = { gameId: first, gameDate: '2026-10-01', leagueId, minutes: 5 };
    expect(await proposals()).toEqual([
      {
        ...common,
        entryId: ids[0],
        playerId: expect.any(String),
        playerName: 'Olga Ortiz',
        teamId: owls,
        teamName: 'Owls',
        opponent: 'Hawks',
        infraction: 'Fighting',
        severity: 'game misconduct',
        proposedGames: 1,
      },
      {
        ...common,
        entryId: ids[1],
        playerId: expect.any(String),
        playerName: 'Hana Hill',
        teamId: hawks,
        teamName: 'Hawks',
        opponent: 'Owls',
        infraction: 'Slashing',
        severity: 'match penalty',
        proposedGames: 3,
      },
    ]);

    // the table: If-Match required, set whole, a stale version refused; pending proposals follow it
    const rules = '/api/admin/suspensionRules';
    expect((await send('PUT', rules, { gameMisconduct: 2, matchPenalty: 4 })).statusCode).toBe(428);
    expect((await send('PUT', rules, { gameMisconduct: 100, matchPenalty: 4 }, 0)).statusCode).toBe(400);
    await write('PUT', rules, { gameMisconduct: 2, matchPenalty: 4 }, 0);
    expect((await send('PUT', rules, { gameMisconduct: 5, matchPenalty: 5 }, 0)).statusCode).toBe(409);
    expect(suspensionRulesAnswer.parse(await read(rules))).toEqual({
      gameMisconduct: 2,
      matchPenalty: 4,
      version: 1,
    });
    expect((await proposals()).map((p) => p.proposedGames)).toEqual([2, 4]);

    // confirm with the table's games: a suspension linked to the player and their team
    const url = (entryId: string, decision: string, gameId = first) =>
      `/api/admin/suspensionProposals/${gameId}/${entryId}/${decision}`;
    const confirmed = await write<{ suspensionId: string }>('POST', url(ids[0], 'confirm'));
    const suspensions = allSuspendedPlayersAnswer.parse(await read('/api/admin/allSuspendedPlayers'));
    expect(suspensions.allSuspendedPlayers).toEqual([
      expect.objectContaining({
        _id: confirmed.suspensionId,
        teamId: owls,
        date: '2026-10-01',
        playerName: 'Olga Ortiz',
        playerTeam: 'Owls',
        reason: 'Game misconduct (Fighting) in the game of 2026-10-01 against Hawks',
        howManyGames: 2,
        served: false,
        isCurrent: true,
      }),
    ]);
    // again: answered as the first time, one suspension; another number of games or a dismissal: 409
    expect(
      (await write<{ suspensionId: string }>('POST', url(ids[0], 'confirm'), { games: 2 })).suspensionId,
    ).toBe(confirmed.suspensionId);
    expect(await store.readStream(suspensionStream(confirmed.suspensionId))).toHaveLength(1);
    const three = await send('POST', url(ids[0], 'confirm'), { games: 3 });
    expect([three.statusCode, three.json()]).toEqual([
      409,
      { message: SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE(2) },
    ]);
    expect((await send('POST', url(ids[0], 'dismiss'))).statusCode).toBe(409);

    // dismiss: no suspension, twice the same; a confirm after it 409
    await write('POST', url(ids[1], 'dismiss'));
    expect((await send('POST', url(ids[1], 'dismiss'))).statusCode).toBe(200);
    const late = await send('POST', url(ids[1], 'confirm'), { games: 1 });
    expect([late.statusCode, late.json()]).toEqual([409, { message: SUSPENSION_PROPOSAL_DISMISSED_MESSAGE }]);
    expect(await proposals()).toEqual([]);

    // no proposal: a plain penalty, a removed one, an unknown game or entry
    for (const target of [
      url(ids[2], 'confirm'),
      url(ids[3], 'dismiss'),
      url(ids[0], 'confirm', crypto.randomUUID()),
    ]) {
      const refused = await send('POST', target);
      expect([refused.statusCode, refused.json()]).toEqual([
        404,
        { message: SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE },
      ]);
    }
    expect((await send('POST', url(ids[0], 'confirm'), { games: 100 })).statusCode).toBe(400);

    // the lineup: Olga is suspended for the next game, not for the game she was penalized in
    const second = await game('2026-10-08');
    const lineup = async (gameId: string) =>
      gameSheetAnswer
        .parse(await read(`/api/admin/game/${gameId}/sheet`))
        .visitor.lineup!.players.map((p) => [p.firstName, p.suspended]);
    expect(await lineup(second)).toEqual([
      ['Otto', false],
      ['Olga', true],
    ]);
    expect(await lineup(first)).toEqual([
      ['Otto', false],
      ['Olga', false],
    ]);
  });
});

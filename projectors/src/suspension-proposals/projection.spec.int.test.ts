import { describe, it } from 'vitest';
import {
  suspensionProposalStream,
  suspensionRulesStream,
  type SheetPenalty,
  type SuspensionProposalEvent,
} from '@league/contracts';
import { projectionSpec, uuid, type GivenEvent } from '../testing/projection-spec';
import { suspensionProposalsProjection } from './projection';

/** Suspensions proposed from the game sheets: given sheet penalties and decisions, then the proposals. */
const spec = projectionSpec(suspensionProposalsProjection);
const [game, other] = [uuid(1), uuid(2)];
const [cy, dee] = [uuid(11), uuid(12)];
const [p1, p2, p3, g1] = [uuid(21), uuid(22), uuid(23), uuid(31)];
const suspension = uuid(41);

const penalty = (entryId: string, fields: Partial<SheetPenalty> = {}, gameId = game): GivenEvent => ({
  type: 'GameSheetPenaltyRecorded',
  data: {
    gameId,
    entryId,
    side: 'visitor',
    period: 2,
    time: '03:10',
    rosterPlayerId: cy,
    infraction: 'Fighting',
    minutes: 5,
    severity: 'game misconduct',
    ...fields,
  },
});
const removed = (kind: 'goals' | 'penalties', entryId: string): GivenEvent => ({
  type: 'GameSheetEntryRemoved',
  data: { gameId: game, kind, entryId },
});
const decided = (event: SuspensionProposalEvent & { data: { entryId: string } }): GivenEvent => ({
  ...event,
  stream: suspensionProposalStream(game, event.data.entryId),
});
const confirmed = (entryId: string, games: number) =>
  decided({
    type: 'SuspensionProposalConfirmed',
    data: { gameId: game, entryId, suspensionId: suspension, games },
  });
const dismissed = (entryId: string) =>
  decided({ type: 'SuspensionProposalDismissed', data: { gameId: game, entryId } });
const rules = (gameMisconduct: number, matchPenalty: number): GivenEvent => ({
  type: 'SuspensionRulesSet',
  data: { gameMisconduct, matchPenalty },
  stream: suspensionRulesStream(),
});

const PROPOSALS = `SELECT entry_id, roster_player_id, infraction, severity, removed, decision, suspension_id, games
                     FROM suspension_proposals ORDER BY game_id, version`;
const PENDING = `SELECT entry_id FROM suspension_proposals
                  WHERE NOT removed AND decision IS NULL ORDER BY game_id, version`;
const proposal = (entryId: string, more: object = {}) => ({
  entry_id: entryId,
  roster_player_id: cy,
  infraction: 'Fighting',
  severity: 'game misconduct',
  removed: false,
  decision: null,
  suspension_id: null,
  games: null,
  ...more,
});

describe('suspension proposals projection', () => {
  it('proposes a suspension for each penalty with a severity, and none for a plain penalty', async () => {
    await spec
      .given(
        penalty(p1),
        penalty(p2, { severity: null, infraction: 'Tripping', minutes: 2 }),
        penalty(p3, { severity: 'match penalty', rosterPlayerId: dee, side: 'home' }),
      )
      .then(PROPOSALS, [proposal(p1), proposal(p3, { roster_player_id: dee, severity: 'match penalty' })]);
  });

  it('marks the proposal removed with its penalty; another kind of entry removed changes nothing', async () => {
    const scenario = spec
      .given(penalty(p1), penalty(p3, {}, other))
      .when(removed('penalties', p1), removed('goals', g1));
    await scenario.then(PROPOSALS, [proposal(p1, { removed: true }), proposal(p3)]);
    await scenario.then(PENDING, [{ entry_id: p3 }]);
  });

  it('takes a confirmed proposal off the pending ones, with its suspension and games', async () => {
    const scenario = spec.given(penalty(p1), penalty(p3)).when(confirmed(p1, 2));
    await scenario.then(PROPOSALS, [
      proposal(p1, { decision: 'confirmed', suspension_id: suspension, games: 2 }),
      proposal(p3),
    ]);
    await scenario.then(PENDING, [{ entry_id: p3 }]);
  });

  it('takes a dismissed proposal off the pending ones', async () => {
    await spec
      .given(penalty(p1), penalty(p3))
      .when(dismissed(p3))
      .then(PENDING, [{ entry_id: p1 }]);
  });

  it('keeps the last table of games per severity', async () => {
    await spec
      .given(rules(2, 5))
      .when(rules(1, 4))
      .then('SELECT rules_id, game_misconduct, match_penalty, version FROM suspension_rules', [
        { rules_id: 'site', game_misconduct: 1, match_penalty: 4, version: 1 },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(penalty(p1), penalty(p3), confirmed(p1, 2), removed('penalties', p3), rules(2, 5))
      .whenAppliedAgain()
      .then(PROPOSALS, [
        proposal(p1, { decision: 'confirmed', suspension_id: suspension, games: 2 }),
        proposal(p3, { removed: true }),
      ]);
  });
});

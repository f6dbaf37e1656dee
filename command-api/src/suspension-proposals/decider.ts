import {
  conflict,
  DEFAULT_SUSPENSION_RULES,
  notFound,
  SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE,
  SUSPENSION_PROPOSAL_DISMISSED_MESSAGE,
  SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE,
  suspensionProposalStream,
  suspensionRulesStream,
  type PenaltySeverity,
  type SuspensionProposalConfirmed,
  type SuspensionProposalDismissed,
  type SuspensionRulesSet,
} from '@league/contracts';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { aggregate, type Decider } from '../handling';
import { nameBasedId } from '../handling/name-based-id';

// Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet").

/** The games a suspension proposed from each severity names. */
export interface SuspensionRules {
  gameMisconduct: number;
  matchPenalty: number;
}

/** The table and its version: 0 while the defaults stand, one more with each change. */
export interface SuspensionRulesState {
  rules: SuspensionRules;
  version: number;
}

export type SuspensionRulesCommand = {
  type: 'SetSuspensionRules';
  /** `ifMatch`: the version the admin's form was loaded with */
  data: SuspensionRules & { ifMatch: number };
};

/** The games the table gives a severity. */
export const gamesFor = (rules: SuspensionRules, severity: PenaltySeverity) =>
  severity === 'match penalty' ? rules.matchPenalty : rules.gameMisconduct;

/**
 * The site's table of games per severity. Its version counts the changes (the defaults are version 0,
 * before the stream exists), so the If-Match check is the decider's: a form loaded at another version is
 * a 409, the same table again records nothing.
 */
export const suspensionRulesDecider: Decider<
  SuspensionRulesState,
  SuspensionRulesCommand,
  SuspensionRulesSet
> = {
  initialState: () => ({ rules: { ...DEFAULT_SUSPENSION_RULES }, version: 0 }),
  evolve: (state, event) => ({ rules: { ...event.data }, version: state.version + 1 }),
  decide({ data }, state) {
    const { ifMatch, gameMisconduct, matchPenalty } = data;
    if (ifMatch !== state.version) throw conflict(CONCURRENT_CHANGE_MESSAGE);
    if (state.rules.gameMisconduct === gameMisconduct && state.rules.matchPenalty === matchPenalty) return [];
    return [{ type: 'SuspensionRulesSet', data: { gameMisconduct, matchPenalty } }];
  },
};
export const suspensionRulesAggregate = aggregate(suspensionRulesDecider, suspensionRulesStream);

/** The admin's decision on one proposal, if any. */
export type SuspensionProposalState =
  | { decision: null }
  | { decision: 'confirmed'; suspensionId: string; games: number }
  | { decision: 'dismissed' };

/** What the route read for a decision: whether the game's sheet proposes it (the penalty is there, with a severity). */
interface ProposalFacts {
  gameId: string;
  entryId: string;
  proposed: boolean;
}
export type SuspensionProposalCommand =
  | { type: 'ConfirmSuspensionProposal'; data: ProposalFacts & { suspensionId: string; games: number } }
  | { type: 'DismissSuspensionProposal'; data: ProposalFacts };

export type SuspensionProposalDecision = SuspensionProposalConfirmed | SuspensionProposalDismissed;

/**
 * A proposal is decided once: confirmed (after its suspension was recorded) or dismissed. The same decision
 * again records nothing and is answered as the first (a confirm with another number of games is a 409); the
 * other decision is a 409; a proposal the sheet does not have (no such penalty, one without a severity, or
 * one removed from the sheet) is a 404.
 */
export const suspensionProposalDecider: Decider<
  SuspensionProposalState,
  SuspensionProposalCommand,
  SuspensionProposalDecision
> = {
  initialState: () => ({ decision: null }),
  evolve(_state, event) {
    return event.type === 'SuspensionProposalConfirmed'
      ? { decision: 'confirmed', suspensionId: event.data.suspensionId, games: event.data.games }
      : { decision: 'dismissed' };
  },
  decide(command, state) {
    const { gameId, entryId, proposed } = command.data;
    if (!proposed) throw notFound(SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE);
    if (command.type === 'ConfirmSuspensionProposal') {
      const { suspensionId, games } = command.data;
      if (state.decision === 'dismissed') throw conflict(SUSPENSION_PROPOSAL_DISMISSED_MESSAGE);
      if (state.decision === 'confirmed') {
        if (state.games !== games) throw conflict(SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE(state.games));
        return [];
      }
      return [{ type: 'SuspensionProposalConfirmed', data: { gameId, entryId, suspensionId, games } }];
    }
    if (state.decision === 'confirmed') throw conflict(SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE(state.games));
    if (state.decision === 'dismissed') return [];
    return [{ type: 'SuspensionProposalDismissed', data: { gameId, entryId } }];
  },
};
export const suspensionProposalAggregate = aggregate(suspensionProposalDecider, suspensionProposalStream);

const PROPOSAL_NAMESPACE = '8a7f2c3e-4d1b-4f6a-9e0c-5b3d7a1e2f48';
/** The id of the suspension a proposal's confirm records: the same penalty always names the same suspension. */
export const proposedSuspensionId = (gameId: string, entryId: string) =>
  nameBasedId(PROPOSAL_NAMESPACE, `${gameId}:${entryId}`);

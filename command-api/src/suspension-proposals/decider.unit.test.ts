import { describe, expect, it } from 'vitest';
import {
  SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE,
  SUSPENSION_PROPOSAL_DISMISSED_MESSAGE,
  SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE,
  type SuspensionProposalConfirmed,
  type SuspensionProposalDismissed,
  type SuspensionRulesSet,
} from '@league/contracts';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { givenWhenThen } from '../handling/test-support';
import { gamesFor, proposedSuspensionId, suspensionProposalDecider, suspensionRulesDecider } from './decider';

const gameId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a04';
const entryId = '0d9c8b7a-6f5e-4d3c-9b1a-0f9e8d7c6b5a';
const suspensionId = proposedSuspensionId(gameId, entryId);
const proposal = { gameId, entryId, proposed: true };
const confirm = (games: number, proposed = true) => ({
  type: 'ConfirmSuspensionProposal' as const,
  data: { ...proposal, proposed, suspensionId, games },
});
const dismiss = (proposed = true) => ({
  type: 'DismissSuspensionProposal' as const,
  data: { ...proposal, proposed },
});
const confirmed = (games: number): SuspensionProposalConfirmed => ({
  type: 'SuspensionProposalConfirmed',
  data: { gameId, entryId, suspensionId, games },
});
const dismissed: SuspensionProposalDismissed = {
  type: 'SuspensionProposalDismissed',
  data: { gameId, entryId },
};

const decision = givenWhenThen(suspensionProposalDecider);

describe('a suspension proposal', () => {
  it('is confirmed with the games given, naming the suspension recorded for it', () => {
    decision([], confirm(2)).then([confirmed(2)]);
  });
  it('is dismissed', () => {
    decision([], dismiss()).then([dismissed]);
  });
  it('records nothing when the same decision comes again', () => {
    decision([confirmed(2)], confirm(2)).then([]);
    decision([dismissed], dismiss()).then([]);
  });
  it('refuses another decision once decided (409)', () => {
    decision([confirmed(2)], confirm(3)).thenRefused(409, SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE(2));
    decision([confirmed(1)], dismiss()).thenRefused(
      409,
      'This proposal was already confirmed, as a suspension of 1 game.',
    );
    decision([dismissed], confirm(1)).thenRefused(409, SUSPENSION_PROPOSAL_DISMISSED_MESSAGE);
  });
  it('refuses a proposal the sheet does not have (404)', () => {
    decision([], confirm(1, false)).thenRefused(404, SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE);
    decision([], dismiss(false)).thenRefused(404, SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE);
    // a penalty removed from the sheet after its decision: the proposal is gone
    decision([confirmed(1)], confirm(1, false)).thenRefused(404);
  });
  it('names one suspension per penalty', () => {
    expect(proposedSuspensionId(gameId, entryId)).toBe(suspensionId);
    expect(proposedSuspensionId(gameId, gameId)).not.toBe(suspensionId);
  });
});

const rulesSet = (gameMisconduct: number, matchPenalty: number): SuspensionRulesSet => ({
  type: 'SuspensionRulesSet',
  data: { gameMisconduct, matchPenalty },
});
const setRules = (gameMisconduct: number, matchPenalty: number, ifMatch: number) => ({
  type: 'SetSuspensionRules' as const,
  data: { gameMisconduct, matchPenalty, ifMatch },
});
const rules = givenWhenThen(suspensionRulesDecider);

describe('the table of games per severity', () => {
  it('starts as match penalty 3, game misconduct 1, at version 0', () => {
    expect(suspensionRulesDecider.initialState()).toEqual({
      rules: { gameMisconduct: 1, matchPenalty: 3 },
      version: 0,
    });
    expect(gamesFor(suspensionRulesDecider.initialState().rules, 'match penalty')).toBe(3);
    expect(gamesFor(suspensionRulesDecider.initialState().rules, 'game misconduct')).toBe(1);
  });
  it('is set whole at the version it was read with', () => {
    rules([], setRules(2, 5, 0)).then([rulesSet(2, 5)]);
    rules([rulesSet(2, 5)], setRules(1, 4, 1)).then([rulesSet(1, 4)]);
  });
  it('records nothing when the table is the same', () => {
    rules([], setRules(1, 3, 0)).then([]);
    rules([rulesSet(2, 5)], setRules(2, 5, 1)).then([]);
  });
  it('refuses a change made from another version (409)', () => {
    rules([rulesSet(2, 5)], setRules(1, 4, 0)).thenRefused(409, CONCURRENT_CHANGE_MESSAGE);
    rules([], setRules(1, 4, 1)).thenRefused(409);
  });
});

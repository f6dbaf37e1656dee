import type { GamePlan } from './league-play-calls';
import { resultLine, type Score } from './league-play-games';

/**
 * A result entered wrong, then corrected, so the admin game page's history has something to show: the
 * first entry gave the home side a goal too many in the third period, credited to a player who did not
 * score. The correction is the game's real result.
 */
export function misrecorded(plan: GamePlan): Score {
  const { home, visitor, score } = plan;
  if (!home || !visitor || !score) throw new Error('Demo correction: the game has no result to correct');
  const bystander = home.roster.find(
    (player) => !score.homeStats.some((line) => line.startsWith(`${player.rosterPlayerId}|`)),
  );
  if (!bystander) throw new Error('Demo correction: every home player scored');
  const periods = score.home.map((goals, i) => (i === 2 ? goals + 1 : goals));
  const homeTotal = score.homeTotal + 1;
  return {
    ...score,
    home: periods,
    homeTotal,
    homeStats: [...score.homeStats, `${bystander.rosterPlayerId}|1|0`],
    summary: [
      resultLine({ home, visitor }, homeTotal, score.visitorTotal, score.status),
      ...score.stars,
    ].join(' '),
  };
}

/**
 * The game the demo corrects: of the regular-season games given (in the order played), the first won
 * in regulation by the home side. Its plan gets the mistaken entry, recorded before the real result.
 */
export function withCorrection(plans: readonly GamePlan[]): GamePlan {
  const plan = plans.find(
    ({ kind, score }) => !kind && score?.status === 'FINAL' && score.homeTotal > score.visitorTotal,
  );
  if (!plan) throw new Error('Demo correction: no game won at home in regulation');
  plan.misrecorded = misrecorded(plan);
  return plan;
}

import type { GamePlan } from './league-play-calls';
import { resultLine, type Score } from './league-play-games';

/**
 * A result entered wrong, then corrected, so the admin game page's history has something to show: the
 * first entry gave one of the home side's goals to a player who did not score, and the visitors a goal
 * too many in the third period. The correction is the game's real result.
 */
export function misrecorded(plan: GamePlan): Score {
  const { home, visitor, score } = plan;
  if (!home || !visitor || !score) throw new Error('Demo correction: the game has no result to correct');
  const lines = score.homeStats.map((line) => line.split('|'));
  // a one-goal scorer when there is one, so the summary's stars stay true
  const scorer = lines.find(([, goals]) => goals === '1') ?? lines.find(([, goals]) => Number(goals) > 0);
  const bystander = home.roster.find((player) => !lines.some(([id]) => id === player.rosterPlayerId));
  if (!scorer || !bystander) throw new Error('Demo correction: no home goal to give to another player');
  scorer[1] = String(Number(scorer[1]) - 1);
  const visitorTotal = score.visitorTotal + 1;
  return {
    ...score,
    visitor: score.visitor.map((goals, i) => (i === 2 ? goals + 1 : goals)),
    visitorTotal,
    homeStats: [
      ...lines.filter(([, goals, assists]) => goals !== '0' || assists !== '0').map((line) => line.join('|')),
      `${bystander.rosterPlayerId}|1|0`,
    ],
    summary: [
      resultLine({ home, visitor }, score.homeTotal, visitorTotal, score.status),
      ...score.stars,
    ].join(' '),
  };
}

/**
 * The game the demo corrects: of the regular-season games given (in the order played), the first won
 * in regulation by two goals or more by the home side (the mistaken entry keeps its winner). Its plan gets the mistaken entry, recorded before the real result.
 */
export function withCorrection(plans: readonly GamePlan[]): GamePlan {
  const plan = plans.find(
    ({ kind, score }) => !kind && score?.status === 'FINAL' && score.homeTotal >= score.visitorTotal + 2,
  );
  if (!plan) throw new Error('Demo correction: no game won at home by two goals in regulation');
  plan.misrecorded = misrecorded(plan);
  return plan;
}

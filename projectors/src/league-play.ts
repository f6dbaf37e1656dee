import { gameHistoryProjection } from './game-history';
import { leaguesProjection } from './leagues';
import { playersProjection } from './players';
import type { Projection } from './projection';
import { resultsProjection } from './results';
import { scheduleProjection } from './schedule';
import { standingsProjection } from './standings';
import { teamsRostersProjection } from './teams-rosters';

/** Projections of the read models of league play (issue 3). */
export const leaguePlayProjections: readonly Projection[] = [
  leaguesProjection,
  teamsRostersProjection,
  playersProjection,
  scheduleProjection,
  resultsProjection,
  standingsProjection,
  gameHistoryProjection,
];

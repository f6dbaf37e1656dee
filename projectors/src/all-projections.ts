import { commandLookupsProjection } from './command-lookups/projection';
import { conductSignaturesProjection } from './conduct';
import {
  coachAddressesProjection,
  newsProjection,
  suspensionsProjection,
  videosProjection,
} from './content/index';
import { gameHistoryProjection } from './game-history';
import { gameSheetProjection } from './game-sheet';
import { leaguesProjection } from './leagues';
import { organizationsProjection } from './organizations';
import { playersProjection } from './players';
import type { Projection } from './projection';
import { registeredTeamsProjection } from './registered-teams';
import { resultsProjection } from './results';
import { scheduleProjection } from './schedule';
import { staffProjection } from './staff';
import { standingsProjection } from './standings';
import { suspensionProposalsProjection } from './suspension-proposals';
import { teamsRostersProjection } from './teams-rosters';
import { tournamentsProjection } from './tournaments';
import { venuesProjection } from './venues';

/**
 * The read models of the league's pages: leagues, teams and rosters, players, games, results, standings,
 * the games' history and sheets, and the suspensions that mark a roster's suspended players.
 */
export const leagueProjections: readonly Projection[] = [
  leaguesProjection,
  teamsRostersProjection,
  playersProjection,
  scheduleProjection,
  resultsProjection,
  standingsProjection,
  gameHistoryProjection,
  gameSheetProjection,
  suspensionsProjection,
];

/**
 * Every read model of the site, by capability, in the order the runner starts them; a new projection is
 * added here. The mail outbox is not one: it holds delivery facts (attempts, errors) that are not in the
 * log, so the notifier keeps it (projectors/src/notifier) and a rebuild never resends anything.
 */
export const allProjections: readonly Projection[] = [
  venuesProjection,
  ...leagueProjections,
  // what the league's commands check against (schedule clashes, references)
  commandLookupsProjection,
  // team registration, organizations, the coaches' code of conduct, tournaments
  organizationsProjection,
  registeredTeamsProjection,
  conductSignaturesProjection,
  tournamentsProjection,
  // content; the coach addresses of bulk e-mail
  videosProjection,
  newsProjection,
  coachAddressesProjection,
  staffProjection,
  // the suspensions proposed from the game sheets' penalties, and their table of games
  suspensionProposalsProjection,
];

import type { CurrentLeague, CurrentLeagueItem, PreviousLeague, PreviousLeagueItem } from '@league/contracts';

/**
 * The league-play answers' HTTP shapes (docs/api.md, "League play: public reads" and "League play: admin
 * reads"), made here at the edge from the read models' records: each record's own id as `_id`.
 */

export const currentLeagueItem = ({ leagueId, ...league }: CurrentLeague): CurrentLeagueItem => ({
  _id: leagueId,
  ...league,
});

export const previousLeagueItem = ({ leagueId, ...league }: PreviousLeague): PreviousLeagueItem => ({
  _id: leagueId,
  ...league,
});

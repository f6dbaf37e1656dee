import type { GameEvent, GameResult, RecordedEvent } from '@league/contracts';
import { PLAYED_STATUSES } from '@league/contracts';
import type { ProjectionFold, TableRow } from '../projection';
import { logOrder } from '../league-common';
import { FoldTable } from '../league-common/fold';
import type { GameResultRow } from '@league/read-models/results';

/** A row of game_results: the result as the reads see it, and what the projection keeps besides. */
interface ResultRow extends GameResultRow {
  [column: string]: unknown;
  game_id: string;
  league_id: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  kind: string | null;
  recorded_high: string | null;
  recorded_low: string | null;
  removed: boolean;
  version: number;
}

interface LineRow {
  [column: string]: unknown;
  game_id: string;
  roster_player_id: string;
  player_id: string;
  team_id: string;
  side: string;
  goals: number;
  assists: number;
}

const NO_RESULT = {
  kind: null,
  status: null,
  home_p1: null,
  home_p2: null,
  home_p3: null,
  home_p4: null,
  visitor_p1: null,
  visitor_p2: null,
  visitor_p3: null,
  visitor_p4: null,
  home_total: null,
  visitor_total: null,
  summary: null,
  recorded_high: null,
  recorded_low: null,
  removed: false,
};

const played = new Set<string>(PLAYED_STATUSES);

/**
 * What a result (or its correction) sets on its game's row of game_results, in a rebuild as live: the
 * periods, totals, status and summary, and where in the log it was entered (`order`, from logOrder).
 */
export function resultColumns(d: GameResult, [high, low]: [string, string]) {
  const hp = d.homePeriods;
  const vp = d.visitorPeriods;
  return {
    kind: d.kind,
    status: d.status,
    home_p1: hp?.[0] ?? null,
    home_p2: hp?.[1] ?? null,
    home_p3: hp?.[2] ?? null,
    home_p4: hp?.[3] ?? null,
    visitor_p1: vp?.[0] ?? null,
    visitor_p2: vp?.[1] ?? null,
    visitor_p3: vp?.[2] ?? null,
    visitor_p4: vp?.[3] ?? null,
    home_total: d.homeTotal,
    visitor_total: d.visitorTotal,
    summary: d.summary,
    recorded_high: high,
    recorded_low: low,
  };
}

/**
 * Results, player lines and player statistics built in memory for a rebuild: the same rows as the
 * projection's apply. The statistics are computed once at the end from the final results and lines, as
 * the projection recomputes them for every league a batch touches.
 */
export function resultsFold(): ProjectionFold {
  const results = new FoldTable<ResultRow>();
  // each game's lines, keyed by roster player (a correction replaces them all)
  const lines = new Map<string, Map<string, LineRow>>();

  function record(d: GameResult, v: number, order: [string, string]) {
    const before = results.get(d.gameId);
    if (!before || before.version >= v) return;
    Object.assign(before, { ...resultColumns(d, order), version: v });
    const game = new Map<string, LineRow>();
    const sides = [
      ...d.homeStats.map((line) => ({ line, side: 'home' })),
      ...d.visitorStats.map((line) => ({ line, side: 'visitor' })),
    ];
    for (const { line, side } of sides) {
      const known = game.get(line.rosterPlayerId);
      // a roster player named twice: the later line's figures and side, the first line's player and team
      if (known) Object.assign(known, { goals: line.goals, assists: line.assists, side });
      else
        game.set(line.rosterPlayerId, {
          game_id: d.gameId,
          roster_player_id: line.rosterPlayerId,
          player_id: line.playerId,
          team_id: line.teamId,
          side,
          goals: line.goals,
          assists: line.assists,
        });
    }
    lines.set(d.gameId, game);
  }

  function playerStats(): TableRow[] {
    const stats = new Map<
      string,
      {
        league_id: string;
        roster_player_id: string;
        player_id: string;
        team_id: string;
        goals: number;
        assists: number;
      }
    >();
    for (const [gameId, game] of lines) {
      const result = results.get(gameId)!;
      const counts =
        !result.removed &&
        result.status !== null &&
        played.has(result.status) &&
        result.home_total !== null &&
        result.visitor_total !== null;
      if (!counts) continue;
      for (const line of game.values()) {
        const key = `${result.league_id}/${line.roster_player_id}`;
        const row = stats.get(key);
        if (!row) {
          stats.set(key, {
            league_id: result.league_id,
            roster_player_id: line.roster_player_id,
            player_id: line.player_id,
            team_id: line.team_id,
            goals: line.goals,
            assists: line.assists,
          });
          continue;
        }
        // min(player_id::text), min(team_id::text) as the SQL takes them
        if (line.player_id < row.player_id) row.player_id = line.player_id;
        if (line.team_id < row.team_id) row.team_id = line.team_id;
        row.goals += line.goals;
        row.assists += line.assists;
      }
    }
    return [...stats.values()];
  }

  return {
    apply(events) {
      for (const event of events as ReadonlyArray<RecordedEvent & GameEvent>) {
        const v = event.streamVersion;
        switch (event.type) {
          case 'GameScheduled':
          case 'GameUpdated': {
            const d = event.data;
            const fields = {
              league_id: d.leagueId,
              home_team_id: d.homeTeamId,
              visitor_team_id: d.visitorTeamId,
              version: v,
            };
            results.upsert(d.gameId, { ...NO_RESULT, game_id: d.gameId, ...fields }, fields);
            break;
          }
          case 'GameResultRecorded':
          case 'GameResultCorrected':
            record(event.data, v, logOrder(event));
            break;
          case 'GameRemoved':
            results.update(event.data.gameId, { removed: true, version: v });
            break;
          case 'GameSlotFilled':
            results.update(event.data.gameId, {
              [`${event.data.side}_team_id`]: event.data.teamId,
              version: v,
            });
            break;
        }
      }
    },
    rows: () => ({
      game_results: results.rows(),
      game_player_lines: [...lines.values()].flatMap((game) => [...game.values()]),
      player_stats: playerStats(),
    }),
  };
}

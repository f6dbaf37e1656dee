import type { StandingsGame } from '@league/contracts';
import type { DemoApi, DemoSetting } from './api';
import {
  fourTeamBracket,
  playBracketGame,
  scheduleBracket,
  seedFromStandings,
  sixTeamBracket,
} from './league-play-bracket';
import {
  addDays,
  nearestWeekday,
  playGame,
  roundRobin,
  seeded,
  seedsOf,
  type DemoTeam,
} from './league-play-games';
import {
  createLeague,
  createPlayers,
  createTeams,
  inParallel,
  recordGame,
  type DemoLeague,
  type GamePlan,
} from './league-play-calls';
import { withCorrection } from './league-play-correction';
import { playedSheet, recordSheet, scorableOnSheet, scorekeeperOf, tonightSheet } from './league-play-sheet';
import { MENS_OPEN_TEAMS, OVER_35_TEAMS, PREVIOUS_TEAMS } from './league-play-names';

/**
 * The league-play demo, through the real command routes and relative to today: the Men's Open (East and
 * West divisions, mid-season: past Thursdays played, the last three decided in regulation scored on their
 * sheets at the rink, tonight's game being scored, one result entered wrong and then corrected, later
 * Thursdays and its playoff bracket still to come with TBD teams), the Over 35 league (season played,
 * its bracket seeded from the standings and half played: one semifinal won, its winner waiting in the
 * final, the other semifinal next Sunday), two calendar events, and last spring's Men's Open, played
 * out and archived (the same clubs' previous season). Seeded: the same games and scores every time.
 * Independent calls go out together, so the projections take the events in batches.
 */
export async function loadLeaguePlayDemo(
  api: DemoApi,
  { venueIds, today }: DemoSetting,
): Promise<DemoLeaguePlay> {
  const random = seeded(20250905);
  const venue = (i: number) => venueIds[i % venueIds.length]!;
  // the Men's Open rosters (12 to 15 players); last spring's clubs and the Over 35 teams draw on them,
  // so players' histories span seasons and leagues
  const sizes = [13, 12, 14, 12, 13, 15];
  const players = await createPlayers(
    api,
    random,
    sizes.reduce((a, b) => a + b, 0),
  );
  const offsets = sizes.map((_, i) => sizes.slice(0, i).reduce((a, b) => a + b, 0));
  const mensRoster = (i: number) => players.slice(offsets[i], offsets[i]! + sizes[i]!);

  const previousStart = addDays(nearestWeekday(today, 'Tuesday', -1), -7 * 34);
  const lastSunday = nearestWeekday(today, 'Sunday', -1);
  const nextSunday = nearestWeekday(today, 'Sunday', 1);
  const over35Start = addDays(lastSunday, -7 * 6);
  const mensStart = addDays(nearestWeekday(today, 'Thursday', -1), -7 * 4);
  const [previous, over35, mens] = await Promise.all([
    createLeague(api, "Men's Open", previousStart),
    createLeague(api, 'Over 35', over35Start),
    createLeague(api, "Men's Open", mensStart),
  ]);
  const [previousTeams, over35Teams, mensTeams] = await Promise.all([
    createTeams(
      api,
      random,
      previous,
      PREVIOUS_TEAMS.map((teamName, i) => ({ teamName, players: mensRoster(i).slice(0, 12) })),
    ),
    createTeams(
      api,
      random,
      over35,
      OVER_35_TEAMS.map((teamName, i) => ({
        teamName,
        players: players.filter((_, k) => k % 6 === i).slice(0, 12 + (i % 2)),
      })),
    ),
    createTeams(
      api,
      random,
      mens,
      MENS_OPEN_TEAMS.map((team, i) => ({ ...team, players: mensRoster(i) })),
    ),
  ]);
  const games: GamePlan[] = [];
  // every fifth regular game is level after regulation: overtime, a shootout or a tie, in turn
  const levels = ['Overtime', 'Shootout', 'FINAL'] as const;
  let regularGames = 0;
  const play = (plan: Omit<GamePlan, 'score'>, knockout = false) => {
    const level = !knockout && ++regularGames % 5 === 3 ? levels[((regularGames - 3) / 5) % 3] : undefined;
    const score =
      plan.date < today && plan.home && plan.visitor
        ? playGame(random, plan as never, knockout, level)
        : null;
    games.push({ ...plan, score });
    return score;
  };
  const regularSeason = (
    league: DemoLeague,
    teams: DemoTeam[],
    rounds: number,
    start: string,
    slots: Slot[],
  ) => {
    const counted: StandingsGame[] = [];
    for (const [r, round] of roundRobin(teams, rounds).entries())
      for (const [g, { home, visitor }] of round.entries()) {
        const [time, venueIndex] = slots[(g + r) % slots.length]!;
        const score = play({
          league,
          home,
          visitor,
          date: addDays(start, 7 * r),
          time,
          venueId: venue(venueIndex),
        });
        if (score)
          counted.push({
            homeTeamId: home.teamId,
            visitorTeamId: visitor.teamId,
            status: score.status,
            homeTotal: score.homeTotal,
            visitorTotal: score.visitorTotal,
          });
      }
    return seedsOf(teams, counted);
  };

  // last spring: three Tuesdays and a final between the two best
  const [first, second] = regularSeason(previous, previousTeams, 3, previousStart, [
    ['20:00', 1],
    ['21:15', 1],
  ]);
  play(
    {
      league: previous,
      home: first!,
      visitor: second!,
      date: addDays(previousStart, 21),
      time: '20:00',
      venueId: venue(1),
      kind: 'championship',
    },
    true,
  );

  // Over 35: six Sundays, then semifinals (1 v 4 last Sunday, played; 2 v 3 next Sunday) and the final
  // between their winners the Sunday after
  const seeds = regularSeason(over35, over35Teams, 6, over35Start, [
    ['10:00', 2],
    ['11:15', 2],
  ]);
  const over35Bracket = fourTeamBracket(
    over35,
    [
      { date: lastSunday, time: '10:00', venueId: venue(2) },
      { date: nextSunday, time: '10:00', venueId: venue(2) },
    ],
    { date: addDays(nextSunday, 7), time: '12:00', venueId: venue(0) },
  );
  const semifinal = playGame(random, { home: seeds[0]!, visitor: seeds[3]! }, true);

  // Men's Open: eight Thursdays (five played), then quarterfinals (3 v 6, 4 v 5), semifinals of the
  // first two against their winners and a final: all TBD yet
  const thursday: Slot[] = [
    ['18:30', 0],
    ['19:45', 0],
    ['18:30', 1],
    ['19:45', 1],
  ];
  regularSeason(mens, mensTeams, 8, mensStart, thursday);
  const playoffs = addDays(mensStart, 7 * 8);
  const at = (date: string, [time, venueIndex]: Slot) => ({ date, time, venueId: venue(venueIndex) });
  const mensBracket = sixTeamBracket(
    mens,
    [at(playoffs, thursday[0]!), at(playoffs, thursday[1]!)],
    [at(addDays(playoffs, 7), thursday[0]!), at(addDays(playoffs, 7), thursday[1]!)],
    at(addDays(playoffs, 14), ['19:30', 0]),
  );
  const corrected = withCorrection(games.filter((game) => game.league === mens));
  // the last three games played in regulation: scored at the rink, on their sheets
  const sheetRandom = seeded(20251128);
  const onSheet = games.filter((game) => game.league === mens && scorableOnSheet(game)).slice(-3);
  for (const game of onSheet) {
    const { score, home, visitor } = game;
    if (!score || !home || !visitor) continue;
    game.sheet = playedSheet(sheetRandom, {
      home: { team: home, goals: score.homeGoals, perPeriod: score.home.slice(0, 3) },
      visitor: { team: visitor, goals: score.visitorGoals, perPeriod: score.visitor.slice(0, 3) },
    });
  }

  await inParallel(games, (game) => recordGame(api, game));
  // the brackets once the regular seasons are recorded: seeding reads the standings
  await Promise.all([scheduleBracket(api, over35Bracket), scheduleBracket(api, mensBracket)]);
  await seedFromStandings(api, over35, seeds);
  await playBracketGame(api, over35Bracket[0]!, semifinal);
  await Promise.all([
    api.call('POST', '/api/admin/createEvent', {
      eventName: 'Skills Clinic: Shooting and Stickhandling',
      date: nearestWeekday(today, 'Saturday', 1),
      time: '10:00',
      venueId: venue(1),
      leagueId: mens.leagueId,
    }),
    api.call('POST', '/api/admin/createEvent', {
      eventName: 'End of Season Banquet',
      date: addDays(playoffs, 15),
      time: '19:00',
      venueId: venue(0),
    }),
  ]);

  // tonight's Men's Open game, being scored: tonight's first game on a Thursday, else one more game
  const tonight: GamePlan = games.find(
    (game) => game.league === mens && game.date === today && game.home && game.visitor,
  ) ?? {
    league: mens,
    home: mensTeams[3]!,
    visitor: mensTeams[0]!,
    date: today,
    time: '19:00',
    venueId: venue(2),
    score: null,
  };
  const tonightGameId = tonight.gameId ?? (await recordGame(api, tonight));
  await recordSheet(
    scorekeeperOf(api),
    tonightGameId,
    tonightSheet(sheetRandom, tonight.home!, tonight.visitor!),
    null,
  );

  // last spring goes to the previous leagues, its teams to the archive
  // (each at the version its admin page reads: its rosters and games changed them)
  const { currentLeagues } = (await api.read('/api/admin/leagues/current')) as {
    currentLeagues: Array<{ _id: string; version: number }>;
  };
  const shown = currentLeagues.find((league) => league._id === previous.leagueId);
  if (!shown) throw new Error('Demo league: last spring is not among the current leagues to archive');
  await api.call(
    'PATCH',
    `/api/admin/${previous.leagueId}/archiveCurrentToggleLeague`,
    undefined,
    shown.version,
  );
  await Promise.all(
    previousTeams.map(async ({ teamId }) => {
      const { team } = (await api.read(`/api/admin/team/${teamId}`)) as { team: { version: number } };
      await api.call('PATCH', `/api/admin/${teamId}/archiveCurrentToggleTeam`, undefined, team.version);
    }),
  );
  return {
    mensOpen: mens.leagueId,
    over35: over35.leagueId,
    previous: previous.leagueId,
    correctedGameId: corrected.gameId!,
    sheetGameIds: onSheet.map((game) => game.gameId!),
    tonightGameId,
  };
}

/** What the league-play demo made that its checks look for. */
export interface DemoLeaguePlay {
  mensOpen: string;
  over35: string;
  previous: string;
  /** the regular-season game whose result was entered wrong, then corrected */
  correctedGameId: string;
  /** played games whose results were scored on their sheets (lineups, goals, penalties, shots, final) */
  sheetGameIds: string[];
  /** tonight's game, being scored on its sheet: in progress */
  tonightGameId: string;
}

type Slot = readonly [time: string, venueIndex: number];

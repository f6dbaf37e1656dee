import type { LeagueFixture } from './fixture';

/**
 * The hand-computed league of the standings and leaders tests (see the tests for the expected tables).
 * League "Metro": Alpha..Golf; ties in points are broken by wins (Bravo over Charlie and Delta), by goal
 * difference (Echo over Foxtrot, Charlie over Delta); Golf has no game. League "Coastal": every team ties
 * on points, wins and goal difference; goals for put Juliet and Kilo first, the name orders each pair.
 */
export async function metroScenario(f: LeagueFixture) {
  const rink = await f.venue('Main Rink');
  const metro = await f.league({ leagueName: 'Metro', session: 'Fall', year: 2026 });
  const t = {
    alpha: await f.team(metro, 'Alpha'),
    bravo: await f.team(metro, 'Bravo'),
    charlie: await f.team(metro, 'Charlie'),
    delta: await f.team(metro, 'Delta'),
    echo: await f.team(metro, 'Echo'),
    foxtrot: await f.team(metro, 'Foxtrot'),
    golf: await f.team(metro, 'Golf'),
  };
  const p = {
    ann: await f.player('Ann', 'Zed'),
    bob: await f.player('Bob', 'Young'),
    cal: await f.player('Cal', 'Baker'),
    dan: await f.player('Dan', 'Baker'),
    eve: await f.player('Eve', 'Adams'),
    fay: await f.player('Fay', 'Able'),
    gus: await f.player('Gus', 'Nil'),
  };
  const r = {
    ann: await f.roster(t.alpha, p.ann, 9),
    gus: await f.roster(t.alpha, p.gus, 4),
    bob: await f.roster(t.bravo, p.bob, 11),
    cal: await f.roster(t.charlie, p.cal, 7),
    dan: await f.roster(t.delta, p.dan, 8),
    eve: await f.roster(t.echo, p.eve, 12),
    fay: await f.roster(t.foxtrot, p.fay, 3),
  };
  const game = (home: string, visitor: string, date: string, time = '19:00', extra = {}) =>
    f.game({
      leagueId: metro,
      date,
      time,
      venueId: rink,
      homeTeamId: home,
      visitorTeamId: visitor,
      ...extra,
    });
  const g = {
    g1: await game(t.alpha, t.bravo, '2026-09-01'),
    g2: await game(t.alpha, t.charlie, '2026-09-02'),
    g3: await game(t.delta, t.echo, '2026-09-03'),
    g4: await game(t.charlie, t.delta, '2026-09-04'),
    g5: await game(t.echo, t.foxtrot, '2026-09-05'),
    g6: await game(t.bravo, t.foxtrot, '2026-09-06'),
    g7: await game(t.delta, t.echo, '2026-09-07'),
    g8: await game(t.alpha, t.bravo, '2026-09-20', '9:30', { playoff: true }),
    g9: await game(t.foxtrot, t.delta, '2026-09-10'),
  };
  await f.result(g.g1, {
    home: [2, 2, 1, 0],
    visitor: [0, 1, 0, 0],
    homeStats: [[r.ann, 2, 0]],
    visitorStats: [[r.bob, 0, 1]],
  });
  await f.result(g.g2, {
    status: 'Overtime',
    home: [1, 1, 0, 1],
    visitor: [1, 0, 1, 0],
    homeStats: [[r.ann, 1, 0]],
    visitorStats: [[r.cal, 1, 1]],
  });
  await f.result(g.g3, { home: [1, 1, 0, 0], visitor: [0, 2, 0, 0] });
  await f.result(g.g4, {
    home: [2, 1, 1, 0],
    visitor: [1, 1, 2, 0],
    homeStats: [[r.cal, 1, 0]],
    visitorStats: [[r.dan, 2, 1]],
  });
  await f.result(g.g5, {
    status: 'Shootout',
    home: [1, 1, 0, 1],
    visitor: [1, 1, 0, 0],
    homeStats: [[r.eve, 1, 2]],
    visitorStats: [[r.fay, 1, 0]],
  });
  await f.result(g.g6, { home: [2, 2, 2, 0], visitor: [1, 0, 0, 0], visitorStats: [[r.fay, 1, 1]] });
  // not played: it counts neither in the standings nor in the statistics
  await f.result(g.g7, {
    status: 'TBP',
    home: [1, 0, 0, 0],
    visitor: [0, 0, 0, 0],
    homeStats: [[r.dan, 5, 0]],
  });
  await f.result(g.g8, { home: 2, visitor: 4, homeStats: [[r.ann, 0, 1]], visitorStats: [[r.bob, 1, 2]] });
  await f.result(g.g9, { home: [1, 1, 0, 0], visitor: [0, 0, 0, 0] });

  const coastal = await f.league({
    leagueName: 'Coastal',
    divisionName: 'North',
    session: 'Fall',
    year: 2026,
  });
  const c = {
    kilo: await f.team(coastal, 'Kilo'),
    india: await f.team(coastal, 'India'),
    juliet: await f.team(coastal, 'Juliet'),
    hotel: await f.team(coastal, 'Hotel'),
  };
  await f.result(
    await f.game({
      leagueId: coastal,
      date: '2026-09-01',
      time: '20:00',
      venueId: rink,
      homeTeamId: c.juliet,
      visitorTeamId: c.kilo,
    }),
    { home: [1, 1, 1, 0], visitor: [1, 1, 1, 0] },
  );
  await f.result(
    await f.game({
      leagueId: coastal,
      date: '2026-09-02',
      time: '20:00',
      venueId: rink,
      homeTeamId: c.hotel,
      visitorTeamId: c.india,
    }),
    { home: [1, 0, 0, 0], visitor: [0, 0, 1, 0] },
  );
  return { rink, metro, coastal, t, p, r, g, c };
}
export type MetroScenario = Awaited<ReturnType<typeof metroScenario>>;

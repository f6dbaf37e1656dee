import { daysBetween, type ProposedGame } from '@league/contracts';
import { gamesOfTeams, lastDayOf, slotKey, weekdayOf, type Season } from './season';

/** A guarantee a schedule breaks: 400 for the proposal's own rules, 409 for a clash with the schedule. */
export interface ScheduleProblem {
  status: 400 | 409;
  message: string;
}

/** How a game is named in a message: its number in the list, its matchup (visitor @ home) and its slot. */
export function gameLabel(games: readonly ProposedGame[], teamName: (teamId: string) => string) {
  return (index: number) => {
    const game = games[index]!;
    const matchup = `${teamName(game.visitorTeamId)} @ ${teamName(game.homeTeamId)}`;
    return `Game ${index + 1} (${matchup}, ${game.date} ${game.time})`;
  };
}

/**
 * Every guarantee of docs/api.md ("Schedule generator") a list of games breaks but the number of games
 * per team: teams of the league, a weekly slot of the parameters on a day of the season that is no
 * blackout date, a slot free in the schedule and held by one game, no team twice on a day nor sooner
 * than minDaysBetween (its scheduled games included), home and away within one of each other.
 */
export function scheduleProblems(
  season: Season,
  games: readonly ProposedGame[],
  teamName: (teamId: string) => string = (teamId) => teamId,
): ScheduleProblem[] {
  const { parameters } = season;
  const label = gameLabel(games, teamName);
  const problems: ScheduleProblem[] = [];
  const refuse = (status: 400 | 409, index: number, why: string) =>
    problems.push({ status, message: `${label(index)}: ${why}` });
  const teams = new Set(season.teamIds);
  const weekly = new Set(parameters.slots.map((slot) => `${slot.weekday} ${slot.time} ${slot.venueId}`));
  const blackout = new Set(parameters.blackoutDates);
  const lastDay = lastDayOf(parameters);
  const slotHolder = new Map<string, number>();
  games.forEach((game, index) => {
    if (!teams.has(game.homeTeamId))
      refuse(400, index, 'the home team is not a current team of this league.');
    if (!teams.has(game.visitorTeamId))
      refuse(400, index, 'the visitor team is not a current team of this league.');
    if (game.homeTeamId === game.visitorTeamId)
      refuse(400, index, 'the home and visitor teams must be two different teams.');
    if (game.date < parameters.startDate || game.date > lastDay)
      refuse(400, index, `the date is outside the season (${parameters.startDate} to ${lastDay}).`);
    if (blackout.has(game.date)) refuse(400, index, 'the date is a blackout date.');
    if (!weekly.has(`${weekdayOf(game.date)} ${game.time} ${game.venueId}`))
      refuse(400, index, `${weekdayOf(game.date)} at ${game.time} at this venue is not one of the slots.`);
    const key = slotKey(game);
    if (season.booked.has(key)) refuse(409, index, 'the slot is already booked by another game or event.');
    const holder = slotHolder.get(key);
    if (holder !== undefined) refuse(400, index, `the slot already holds game ${holder + 1}.`);
    else slotHolder.set(key, index);
  });

  const spacing = parameters.minDaysBetween;
  for (const [teamId, indexes] of gamesOfTeams(games)) {
    if (!teams.has(teamId)) continue;
    const byDate = [...indexes].sort((x, y) => games[x]!.date.localeCompare(games[y]!.date));
    for (let i = 1; i < byDate.length; i++) {
      const [before, index] = [byDate[i - 1]!, byDate[i]!];
      const days = daysBetween(games[before]!.date, games[index]!.date);
      if (days === 0) refuse(400, index, `${teamName(teamId)} already plays that day (game ${before + 1}).`);
      else if (days < spacing)
        refuse(
          400,
          index,
          `${teamName(teamId)} plays ${days} day(s) after game ${before + 1}; minDaysBetween is ${spacing}.`,
        );
    }
    for (const index of indexes) {
      const other = (season.teamDates.get(teamId) ?? []).find(
        (date) => Math.abs(daysBetween(date, games[index]!.date)) < spacing,
      );
      if (other !== undefined)
        refuse(
          409,
          index,
          `${teamName(teamId)} already has a game on ${other} in the schedule (minDaysBetween is ${spacing}).`,
        );
    }
    const home = indexes.filter((index) => games[index]!.homeTeamId === teamId).length;
    const away = indexes.length - home;
    if (Math.abs(home - away) > 1)
      refuse(
        400,
        indexes[indexes.length - 1]!,
        `${teamName(teamId)} would play ${home} games at home and ${away} away.`,
      );
  }
  return problems;
}

import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@league/contracts';
import {
  gameKindLabel,
  isEvent,
  isPlayed,
  itemDate,
  itemDateWithYear,
  itemTime,
  liveScoreLabel,
  liveScoreText,
  opponentLabel,
  opponentOf,
  recordLabel,
  seededTeam,
  statusLabel,
  teamResult,
  teamScoreLabel,
} from './scheduleItem';

const game = (fields: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  itemId: 'g1',
  kind: 'game',
  date: '09/05',
  time: '19:30',
  isoDate: '2025-09-05',
  dayOfWeek: 'Friday',
  year: 2025,
  status: 'TBP',
  score: '',
  venueId: 'v1',
  venueName: 'Main Arena',
  leagueId: 'l1',
  leagueName: 'Men',
  eventName: null,
  homeTeamId: 'h',
  homeTeamName: 'Bears',
  homeTeamSeed: 0,
  visitorTeamId: 'v',
  visitorTeamName: 'Sharks',
  visitorTeamSeed: 0,
  winner: null,
  loser: null,
  playoff: false,
  championship: false,
  ...fields,
});

describe('status of a schedule item', () => {
  it('shows TBP when the status is empty or missing, others as given', () => {
    expect(statusLabel(game({ status: '' }))).toBe('TBP');
    expect(statusLabel({ status: undefined as unknown as string })).toBe('TBP');
    expect(statusLabel(game({ status: 'Overtime' }))).toBe('Overtime');
    expect(statusLabel(game({ status: 'Forfeit' }))).toBe('Forfeit');
  });

  it('counts a game as played only with a status and a score', () => {
    expect(isPlayed(game())).toBe(false);
    expect(isPlayed(game({ status: 'FINAL', score: '' }))).toBe(false);
    expect(isPlayed(game({ status: 'FINAL', score: '2 - 3' }))).toBe(true);
  });
});

describe('a game seen from a team', () => {
  const played = game({ status: 'FINAL', score: '2 - 3', winner: 'Bears', loser: 'Sharks' });

  it('is TBP before it is played', () => {
    expect(teamResult(game(), 'Bears')).toBe('TBP');
  });

  it('is WON for the winner and LOST for the loser', () => {
    expect(teamResult(played, 'Bears')).toBe('WON');
    expect(teamResult(played, 'Sharks')).toBe('LOST');
  });

  it('is TIE when the winner is neither team', () => {
    expect(teamResult(game({ status: 'FINAL', score: '2 - 2', winner: null }), 'Bears')).toBe('TIE');
    expect(teamResult(game({ status: 'FINAL', score: '2 - 2', winner: 'Wolves' }), 'Sharks')).toBe('TIE');
  });

  it('writes the score from the team’s side: its letter, then its own goals first', () => {
    // Sharks (visitor) 2 - Bears (home) 3
    expect(teamScoreLabel(played, 'Bears')).toBe('W 3 - 2');
    expect(teamScoreLabel(played, 'Sharks')).toBe('L 2 - 3');
    const visitorWin = game({ status: 'FINAL', score: '7 - 1', winner: 'Sharks', loser: 'Bears' });
    expect(teamScoreLabel(visitorWin, 'Sharks')).toBe('W 7 - 1');
    expect(teamScoreLabel(visitorWin, 'Bears')).toBe('L 1 - 7');
    expect(teamScoreLabel(game({ status: 'FINAL', score: '3 - 3' }), 'Bears')).toBe('T 3 - 3');
    expect(teamScoreLabel(game({ status: 'Overtime', score: '4 - 5', winner: 'Bears' }), 'Bears')).toBe(
      'W 5 - 4',
    );
  });

  it('takes the answer’s own result when it has one, and has no score before the game is played', () => {
    expect(teamScoreLabel(played, 'Bears', 'WON')).toBe('W 3 - 2');
    expect(teamScoreLabel(game({ status: 'FINAL', score: '2 - 2' }), 'Sharks', 'TIE')).toBe('T 2 - 2');
    expect(teamScoreLabel(game(), 'Bears')).toBe('');
    expect(teamScoreLabel(game(), 'Bears', null)).toBe('');
  });

  it('names the other team as the opponent', () => {
    expect(opponentOf(played, 'Bears')).toBe('Sharks');
    expect(opponentOf(played, 'Sharks')).toBe('Bears');
    expect(opponentOf(game({ homeTeamName: null, homeTeamSeed: 1 }), 'Sharks')).toBe('(1) TBD');
  });
});

describe('opponent label', () => {
  it('reads visitor @ home', () => {
    expect(opponentLabel(game())).toBe('Sharks @ Bears');
  });

  it('shows seeds only when above 0', () => {
    expect(opponentLabel(game({ visitorTeamSeed: 4, homeTeamSeed: 1 }))).toBe('(4) Sharks @ (1) Bears');
    expect(opponentLabel(game({ visitorTeamSeed: 0, homeTeamSeed: 2 }))).toBe('Sharks @ (2) Bears');
    expect(seededTeam('Bears', -1)).toBe('Bears');
  });

  it('writes TBD for a team not known yet', () => {
    expect(opponentLabel(game({ homeTeamName: null, visitorTeamName: 'TBD' }))).toBe('TBD @ TBD');
  });
});

describe('kind of game and of item', () => {
  it('labels playoff and championship games', () => {
    expect(gameKindLabel(game())).toBe('');
    expect(gameKindLabel(game({ playoff: true }))).toBe('PLAYOFF GAME');
    expect(gameKindLabel(game({ championship: true }))).toBe('CHAMPIONSHIP GAME');
    expect(gameKindLabel(game({ playoff: true, championship: true }))).toBe('CHAMPIONSHIP GAME');
  });

  it('tells events from games', () => {
    expect(isEvent(game())).toBe(false);
    expect(isEvent(game({ kind: 'event', homeTeamName: null, visitorTeamName: null }))).toBe(true);
    expect(isEvent({ kind: undefined as unknown as 'game', homeTeamName: null, visitorTeamName: null })).toBe(
      true,
    );
  });
});

describe('dates, times and records', () => {
  it('writes dates and times through the shared formatter', () => {
    expect(itemDate(game())).toBe('Friday, Sept. 5');
    expect(itemTime(game({ time: '00:15' }))).toBe('12:15 am');
    expect(itemTime(game({ time: '12:00' }))).toBe('12:00 pm');
    expect(itemDate(game({ isoDate: '' }))).toBe('09/05');
    expect(itemDateWithYear(game())).toBe('Friday, Sept. 5, 2025');
    expect(itemDateWithYear(game({ isoDate: '2024-04-20', year: 2024 }))).toBe('Saturday, Apr. 20, 2024');
  });

  it('sums ties, overtime and shootout losses into the third figure', () => {
    expect(recordLabel({ wins: 5, losses: 2, ties: 1, overtimeLosses: 2, shootoutLosses: 1 })).toBe(
      '5 - 2 - 4',
    );
  });
});

describe('a game in progress', () => {
  const item = {
    inProgress: true,
    runningScore: { visitor: 2, home: 1 },
    visitorTeamName: 'Aces',
    homeTeamName: 'Bears',
  };

  it('reads LIVE and its running score, visitor first', () => {
    expect(liveScoreLabel(item)).toBe('LIVE 2–1');
    expect(liveScoreText(item)).toBe('LIVE 2–1: in progress, Aces 2, Bears 1');
  });

  it('is nothing for a game not in progress, or a read without the field', () => {
    expect(liveScoreLabel({ ...item, inProgress: false, runningScore: null })).toBe('');
    expect(liveScoreLabel({})).toBe('');
    expect(liveScoreText({ visitorTeamName: 'Aces', homeTeamName: 'Bears' })).toBe('');
  });
});

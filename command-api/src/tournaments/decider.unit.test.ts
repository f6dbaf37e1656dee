import { describe, it } from 'vitest';
import {
  REGISTRANT_NOT_FOUND_MESSAGE,
  TOURNAMENT_CLOSED_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
  type RegistrantData,
  type RegistrantEvent,
  type TournamentEvent,
} from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { registrantDecider, tournamentDecider, type TournamentState } from './decider';

const tournamentId = '7e8f9a0b-4444-4c55-9d0b-2d9a7c1c0a01';
const cup = { tournamentId, leagueNameAndDesc: 'Summer Cup - U14', closeDate: '2026-06-01', price: 150 };
const created: TournamentEvent = { type: 'TournamentCreated', data: cup };
const tournaments = givenWhenThen(tournamentDecider);

describe('tournament decider', () => {
  it('creates a tournament once', () => {
    tournaments([], { type: 'CreateTournament', data: cup }).then([created]);
    tournaments([created], { type: 'CreateTournament', data: cup }).thenRefused(409);
  });
  it('updates what was sent and keeps the rest', () => {
    tournaments([created], { type: 'UpdateTournament', data: { tournamentId, price: 175.5 } }).then([
      { type: 'TournamentUpdated', data: { ...cup, price: 175.5 } },
    ]);
    tournaments([created], {
      type: 'UpdateTournament',
      data: { tournamentId, closeDate: '2026-06-01' },
    }).then([]);
  });
  it('refuses to update an unknown tournament', () => {
    tournaments([], { type: 'UpdateTournament', data: { tournamentId, price: 1 } }).thenRefused(
      404,
      TOURNAMENT_NOT_FOUND_MESSAGE,
    );
  });
});

const registrantId = '8f9a0b1c-5555-4c55-9d0b-2d9a7c1c0a01';
const kim: RegistrantData = {
  registrantId,
  tournamentId,
  firstName: 'Kim',
  middleInitial: 'J',
  lastName: 'Lo',
  phoneNumber: '518 555 0101',
  address: '1 Elm St',
  city: 'Albany',
  email: 'kim@example.com',
  email2: '',
  dateOfBirth: '2011-04-01',
  parentName: 'Dana Lo',
};
const open: TournamentState = { status: 'active', ...cup };
const joined: RegistrantEvent = { type: 'PlayerRegisteredForTournament', data: kim };
const registrants = givenWhenThen(registrantDecider);

describe('registrant decider', () => {
  it('registers a player through the close date', () => {
    registrants([], { type: 'RegisterPlayer', data: { ...kim, tournament: open, today: '2026-06-01' } }).then(
      [joined],
    );
  });
  it('refuses a player once the close date has passed', () => {
    registrants([], {
      type: 'RegisterPlayer',
      data: { ...kim, tournament: open, today: '2026-06-02' },
    }).thenRefused(409, TOURNAMENT_CLOSED_MESSAGE);
  });
  it('refuses a player for a tournament that does not exist', () => {
    registrants([], {
      type: 'RegisterPlayer',
      data: { ...kim, tournament: { status: 'none' }, today: '2026-01-01' },
    }).thenRefused(404, TOURNAMENT_NOT_FOUND_MESSAGE);
  });
  it('refuses a second registration under the same id', () => {
    registrants([joined], {
      type: 'RegisterPlayer',
      data: { ...kim, tournament: open, today: '2026-01-01' },
    }).thenRefused(409);
  });
  it('updates the fields sent, never the ids', () => {
    registrants([joined], { type: 'UpdateRegistrant', data: { city: 'Troy', tournamentId: 'other' } }).then([
      { type: 'RegistrantUpdated', data: { ...kim, city: 'Troy' } },
    ]);
    registrants([joined], { type: 'UpdateRegistrant', data: { city: 'Albany' } }).then([]);
  });
  it('removes a registrant once', () => {
    const removed: RegistrantEvent = { type: 'RegistrantRemoved', data: { registrantId, tournamentId } };
    registrants([joined], { type: 'RemoveRegistrant', data: {} }).then([removed]);
    registrants([joined, removed], { type: 'RemoveRegistrant', data: {} }).thenRefused(
      404,
      REGISTRANT_NOT_FOUND_MESSAGE,
    );
    registrants([joined, removed], { type: 'UpdateRegistrant', data: { city: 'X' } }).thenRefused(404);
  });
});

import { describe, it } from 'vitest';
import type { LeagueEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { leagueDecider, LEAGUE_EXISTS_MESSAGE, LEAGUE_NOT_FOUND_MESSAGE } from './decider';

const leagueId = '0b7a5f0e-3d7e-4c5a-9a51-3f2d1c0b9a01';
const fields = {
  leagueId,
  leagueName: "Men's Open",
  divisionName: null,
  session: 'Fall',
  year: 2026,
  allowDoubleHeaders: false,
  periodMinutes: 20,
};
const created: LeagueEvent = { type: 'LeagueCreated', data: fields };
const spec = givenWhenThen(leagueDecider);

describe('league decider', () => {
  it('creates a league', () => {
    spec([], { type: 'CreateLeague', data: fields }).then([created]);
  });
  it('refuses a second league under one id', () => {
    spec([created], { type: 'CreateLeague', data: fields }).thenRefused(409, LEAGUE_EXISTS_MESSAGE);
  });
  it('updates the given fields and keeps the others, carrying the whole league', () => {
    spec([created], { type: 'UpdateLeague', data: { leagueId, divisionName: 'North', year: 2027 } }).then([
      { type: 'LeagueUpdated', data: { ...fields, divisionName: 'North', year: 2027 } },
    ]);
  });
  it('clears the division with null and records nothing for an update that changes nothing', () => {
    const north = { type: 'LeagueUpdated', data: { ...fields, divisionName: 'North' } } as const;
    spec([created, north], { type: 'UpdateLeague', data: { leagueId, divisionName: null } }).then([
      { type: 'LeagueUpdated', data: fields },
    ]);
    spec([created], { type: 'UpdateLeague', data: { leagueId, session: 'Fall' } }).then([]);
  });
  it('allows double-headers once asked, and reads a league recorded before the setting as not allowing them', () => {
    const { allowDoubleHeaders: _, periodMinutes: __, ...before } = fields;
    const older: LeagueEvent = { type: 'LeagueCreated', data: before };
    spec([older], { type: 'UpdateLeague', data: { leagueId, allowDoubleHeaders: false } }).then([]);
    spec([older], { type: 'UpdateLeague', data: { leagueId, allowDoubleHeaders: true } }).then([
      { type: 'LeagueUpdated', data: { ...fields, allowDoubleHeaders: true } },
    ]);
    spec([older], { type: 'UpdateLeague', data: { leagueId, year: 2027 } }).then([
      { type: 'LeagueUpdated', data: { ...fields, year: 2027 } },
    ]);
  });
  it('sets the length of a period, and reads a league recorded before the setting as 20 minutes', () => {
    const { periodMinutes: _, ...before } = fields;
    const older: LeagueEvent = { type: 'LeagueCreated', data: before };
    spec([older], { type: 'UpdateLeague', data: { leagueId, periodMinutes: 20 } }).then([]);
    spec([older], { type: 'UpdateLeague', data: { leagueId, periodMinutes: 15 } }).then([
      { type: 'LeagueUpdated', data: { ...fields, periodMinutes: 15 } },
    ]);
  });
  it('toggles current ⇄ previous', () => {
    const toPrevious: LeagueEvent = { type: 'LeagueArchiveToggled', data: { leagueId, isCurrent: false } };
    spec([created], { type: 'ToggleLeague', data: { leagueId } }).then([toPrevious]);
    spec([created, toPrevious], { type: 'ToggleLeague', data: { leagueId } }).then([
      { type: 'LeagueArchiveToggled', data: { leagueId, isCurrent: true } },
    ]);
  });
  it('refuses to update or toggle an unknown league', () => {
    spec([], { type: 'UpdateLeague', data: { leagueId, year: 2026 } }).thenRefused(
      404,
      LEAGUE_NOT_FOUND_MESSAGE,
    );
    spec([], { type: 'ToggleLeague', data: { leagueId } }).thenRefused(404, LEAGUE_NOT_FOUND_MESSAGE);
  });
});

import { describe, it } from 'vitest';
import {
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
  type RegisteredTeamData,
  type RegisteredTeamEvent,
  type RosterSlot,
  type RosterSlotEdit,
} from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { registeredTeamDecider } from './decider';

const registeredTeamId = '1c2d3e4f-3333-4c55-9d0b-2d9a7c1c0a01';
const empty: RosterSlot = {
  name: '',
  number: null,
  birthYear: null,
  playerIsGoalie: false,
  playerIsTaxi: false,
  playerIsActive: false,
};
const alex: RosterSlot = { ...empty, name: 'Alex Ray', number: 7, birthYear: 2009, playerIsGoalie: true };
const roster = [alex, ...Array.from({ length: 29 }, () => empty)];
const team: RegisteredTeamData = {
  registeredTeamId,
  coachId: '00000000-0000-4000-8000-00000000000c',
  orgId: '9d7c2b1a-1111-4c55-9d0b-2d9a7c1c0a01',
  organization: 'Albany Ball Hockey',
  team: 'Thunder',
  year: 2025,
  headCoach: 'Pat Quinn',
  assistantCoaches: 'Sam Lee',
  date: '2025-03-01',
  roster,
};
const registered: RegisteredTeamEvent = { type: 'TeamRegistered', data: team };
const noEdits = (): RosterSlotEdit[] => Array.from({ length: 30 }, () => ({}));
const spec = givenWhenThen(registeredTeamDecider);
const committed = (...slots: number[]) => Array.from({ length: 30 }, (_, i) => slots.includes(i + 1));

describe('registered team decider', () => {
  it('registers a team', () => {
    spec([], { type: 'RegisterTeam', data: team }).then([registered]);
  });

  it('refuses a second registration under the same id', () => {
    spec([registered], { type: 'RegisterTeam', data: team }).thenRefused(409);
  });

  it('keeps the head coach, assistants and team when the edit leaves them blank, and changes the rest', () => {
    const roster = noEdits();
    roster[1] = { name: 'Bo Diaz', number: 12, playerIsActive: true };
    spec([registered], {
      type: 'EditRegisteredTeam',
      data: {
        headCoach: '  ',
        assistantCoaches: '',
        team: 'Thunder',
        year: 2026,
        date: '2025-03-05',
        roster,
      },
    }).then([
      {
        type: 'RegisteredTeamEdited',
        data: {
          ...team,
          year: 2026,
          date: '2025-03-05',
          roster: [
            alex,
            { ...empty, name: 'Bo Diaz', number: 12, playerIsActive: true },
            ...team.roster.slice(2),
          ],
        },
      },
    ]);
  });

  it('never clears a ticked checkbox, but clears a number sent blank', () => {
    const roster = noEdits();
    roster[0] = { playerIsGoalie: false, playerIsTaxi: true, number: null };
    spec([registered], { type: 'EditRegisteredTeam', data: { date: '2025-03-05', roster } }).then([
      {
        type: 'RegisteredTeamEdited',
        data: {
          ...team,
          date: '2025-03-05',
          roster: [{ ...alex, playerIsTaxi: true, number: null }, ...team.roster.slice(1)],
        },
      },
    ]);
  });

  it('takes a new organization', () => {
    spec([registered], {
      type: 'EditRegisteredTeam',
      data: { org: { orgId: 'o2', organization: 'Troy Ball Hockey' }, date: '2025-03-05', roster: noEdits() },
    }).then([
      {
        type: 'RegisteredTeamEdited',
        data: { ...team, orgId: 'o2', organization: 'Troy Ball Hockey', date: '2025-03-05' },
      },
    ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    const roster = noEdits();
    roster[0] = { playerIsGoalie: false, name: 'Alex Ray' };
    spec([registered], {
      type: 'EditRegisteredTeam',
      data: { headCoach: '', date: '2025-04-01', roster },
    }).then([]);
  });

  it('marks players committed and uncommitted, keeping slots not sent', () => {
    const marked: RegisteredTeamEvent = {
      type: 'PlayersMarkedCommitted',
      data: { registeredTeamId, committed: committed(1, 3) },
    };
    const sent = Array.from({ length: 30 }, () => undefined as boolean | undefined);
    sent[0] = true;
    sent[2] = true;
    spec([registered], { type: 'MarkPlayersCommitted', data: { committed: sent } }).then([marked]);
    const again = Array.from({ length: 30 }, () => undefined as boolean | undefined);
    again[0] = false;
    spec([registered, marked], { type: 'MarkPlayersCommitted', data: { committed: again } }).then([
      { type: 'PlayersMarkedCommitted', data: { registeredTeamId, committed: committed(3) } },
    ]);
    spec([registered, marked], { type: 'MarkPlayersCommitted', data: { committed: sent } }).then([]);
  });

  it('archives a current team and restores an archived one', () => {
    const archived: RegisteredTeamEvent = { type: 'RegisteredTeamArchived', data: { registeredTeamId } };
    spec([registered], { type: 'ToggleRegisteredTeamArchive', data: {} }).then([archived]);
    spec([registered, archived], { type: 'ToggleRegisteredTeamArchive', data: {} }).then([
      { type: 'RegisteredTeamRestored', data: { registeredTeamId } },
    ]);
  });

  it('refuses changes to a team that was never registered', () => {
    spec([], { type: 'ToggleRegisteredTeamArchive', data: {} }).thenRefused(
      404,
      REGISTERED_TEAM_NOT_FOUND_MESSAGE,
    );
    spec([], { type: 'MarkPlayersCommitted', data: { committed: [] } }).thenRefused(404);
    spec([], { type: 'EditRegisteredTeam', data: { date: '2025-01-01', roster: noEdits() } }).thenRefused(
      404,
    );
  });
});

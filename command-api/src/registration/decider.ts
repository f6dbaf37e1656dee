import { isDeepStrictEqual } from 'node:util';
import {
  conflict,
  notFound,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
  ROSTER_SLOTS,
  type RegisteredTeamData,
  type RegisteredTeamEvent,
  type RosterSlot,
  type RosterSlotEdit,
} from '@league/contracts';
import type { Decider } from '../handling';

/** A change of a registered team. Absent or blank texts keep the recorded value (the route trims). */
export interface RegisteredTeamEdit {
  headCoach?: string;
  assistantCoaches?: string;
  team?: string;
  year?: number;
  org?: { orgId: string; organization: string };
  /** YYYY-MM-DD: the day of the edit */
  date: string;
  /** 30 entries: per slot the fields that were sent */
  roster: RosterSlotEdit[];
}

export type RegisteredTeamCommand =
  | { type: 'RegisterTeam'; data: RegisteredTeamData }
  | { type: 'EditRegisteredTeam'; data: RegisteredTeamEdit }
  | { type: 'MarkPlayersCommitted'; data: { committed: Array<boolean | undefined> } }
  | { type: 'ToggleRegisteredTeamArchive'; data: Record<string, never> };

export type RegisteredTeamState =
  | { status: 'none' }
  | { status: 'registered'; team: RegisteredTeamData; committed: boolean[]; isCurrent: boolean };

const noneCommitted = () => Array.from({ length: ROSTER_SLOTS }, () => false);

/** Blank or absent: keep. */
const kept = (value: string | undefined, recorded: string) =>
  value === undefined || value.trim() === '' ? recorded : value.trim();

function editSlot(slot: RosterSlot, edit: RosterSlotEdit | undefined): RosterSlot {
  if (!edit) return slot;
  return {
    name: edit.name ?? slot.name,
    number: edit.number !== undefined ? edit.number : slot.number,
    birthYear: edit.birthYear !== undefined ? edit.birthYear : slot.birthYear,
    // a box once ticked stays ticked
    playerIsGoalie: slot.playerIsGoalie || edit.playerIsGoalie === true,
    playerIsTaxi: slot.playerIsTaxi || edit.playerIsTaxi === true,
    playerIsActive: slot.playerIsActive || edit.playerIsActive === true,
  };
}

export const registeredTeamDecider: Decider<RegisteredTeamState, RegisteredTeamCommand, RegisteredTeamEvent> =
  {
    initialState: () => ({ status: 'none' }),
    evolve(state, event) {
      switch (event.type) {
        case 'TeamRegistered':
          return { status: 'registered', team: event.data, committed: noneCommitted(), isCurrent: true };
        case 'RegisteredTeamEdited':
          return state.status === 'registered' ? { ...state, team: event.data } : state;
        case 'PlayersMarkedCommitted':
          return state.status === 'registered' ? { ...state, committed: [...event.data.committed] } : state;
        case 'RegisteredTeamArchived':
          return state.status === 'registered' ? { ...state, isCurrent: false } : state;
        case 'RegisteredTeamRestored':
          return state.status === 'registered' ? { ...state, isCurrent: true } : state;
        default:
          return state;
      }
    },
    decide(command, state) {
      if (command.type === 'RegisterTeam') {
        if (state.status !== 'none') throw conflict('A registered team with this id already exists.');
        return [{ type: 'TeamRegistered', data: command.data }];
      }
      if (state.status !== 'registered') throw notFound(REGISTERED_TEAM_NOT_FOUND_MESSAGE);
      const { registeredTeamId } = state.team;
      switch (command.type) {
        case 'EditRegisteredTeam': {
          const edit = command.data;
          const before = state.team;
          const after: RegisteredTeamData = {
            ...before,
            headCoach: kept(edit.headCoach, before.headCoach),
            assistantCoaches: kept(edit.assistantCoaches, before.assistantCoaches),
            team: kept(edit.team, before.team),
            year: edit.year ?? before.year,
            orgId: edit.org?.orgId ?? before.orgId,
            organization: edit.org?.organization ?? before.organization,
            roster: before.roster.map((slot, i) => editSlot(slot, edit.roster[i])),
          };
          if (isDeepStrictEqual(after, before)) return [];
          return [{ type: 'RegisteredTeamEdited', data: { ...after, date: edit.date } }];
        }
        case 'MarkPlayersCommitted': {
          const committed = state.committed.map((was, i) => command.data.committed[i] ?? was);
          if (isDeepStrictEqual(committed, state.committed)) return [];
          return [{ type: 'PlayersMarkedCommitted', data: { registeredTeamId, committed } }];
        }
        case 'ToggleRegisteredTeamArchive':
          return state.isCurrent
            ? [{ type: 'RegisteredTeamArchived', data: { registeredTeamId } }]
            : [{ type: 'RegisteredTeamRestored', data: { registeredTeamId } }];
      }
    },
  };

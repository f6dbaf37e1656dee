import {
  SLOTS,
  type CoachTeamItem,
  type RegisteredTeamFormAnswer,
  type RegisteredTeamItem,
  type RosterSlotItem,
  type TournamentRosterItem,
} from '@league/contracts';
import type {
  CoachTeamRecord,
  PublicRosterRow,
  RegisteredTeamRecord,
} from '@league/read-models/registered-teams';

/**
 * The registration answers' HTTP shapes (docs/api.md, "Registration"), made here at the edge from the
 * read model's structured records: the team's id as `_id`, a slot's birth year as `BY`, and the coach's
 * form as the registration form's flat fields (name{n}, number{n}, BY{n}, …).
 */

export const coachTeamItem = ({ registeredTeamId, ...team }: CoachTeamRecord): CoachTeamItem => ({
  _id: registeredTeamId,
  ...team,
});

/** The filled slots (a slot with a player name) in slot order, as the admin lists show them. */
function filledSlots(
  roster: RegisteredTeamRecord['roster'],
  committed: readonly boolean[],
): RosterSlotItem[] {
  return roster
    .map(({ birthYear, ...slot }, i) => ({
      slot: i + 1,
      ...slot,
      BY: birthYear,
      playerIsCommitted: committed[i] === true,
    }))
    .filter((slot) => slot.name.trim() !== '');
}

export function registeredTeamItem(record: RegisteredTeamRecord): RegisteredTeamItem {
  const { registeredTeamId, roster, committed, ...team } = record;
  const filled = filledSlots(roster, committed);
  return {
    _id: registeredTeamId,
    ...team,
    roster: filled,
    activePlayers: filled.filter((slot) => slot.playerIsActive).length,
  };
}

/** The registration form's flat fields as recorded, with playerIsCommitted{n} and the version. */
export function registeredTeamForm(record: RegisteredTeamRecord): RegisteredTeamFormAnswer {
  const form: Record<string, unknown> = {
    _id: record.registeredTeamId,
    coachId: record.coachId,
    headCoach: record.headCoach,
    assistantCoaches: record.assistantCoaches,
    team: record.team,
    org: record.organization,
    year: record.year,
    date: record.date,
    isCurrent: record.isCurrent,
    version: record.version,
  };
  for (const n of SLOTS) {
    const slot = record.roster[n - 1];
    form[`name${n}`] = slot?.name ?? '';
    form[`number${n}`] = slot?.number ?? null;
    form[`BY${n}`] = slot?.birthYear ?? null;
    form[`playerIsGoalie${n}`] = slot?.playerIsGoalie ?? false;
    form[`playerIsTaxi${n}`] = slot?.playerIsTaxi ?? false;
    form[`playerIsActive${n}`] = slot?.playerIsActive ?? false;
    form[`playerIsCommitted${n}`] = record.committed[n - 1] === true;
  }
  return form as RegisteredTeamFormAnswer;
}

/** The public view of a team: filled slots only, each without its birth year. */
export function tournamentRosterItem({
  registeredTeamId,
  roster,
  committed,
  ...team
}: PublicRosterRow): TournamentRosterItem {
  const filled = filledSlots(roster, committed).map(({ BY: _birthYear, ...slot }) => slot);
  return {
    _id: registeredTeamId,
    ...team,
    roster: filled,
    activePlayers: filled.filter((slot) => slot.playerIsActive).length,
  };
}

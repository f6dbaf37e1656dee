import {
  SLOTS,
  type EditRegisteredTeamRequest,
  type MarkAsCommittedRequest,
  type RegisterTeamRequest,
  type RosterSlot,
} from './teams';

/** The 30 slots of a flat registration payload. */
export function rosterFromRegistration(request: RegisterTeamRequest): RosterSlot[] {
  const flat = request as unknown as Record<string, unknown>;
  return SLOTS.map((n) => ({
    name: (flat[`name${n}`] as string | undefined) ?? '',
    number: (flat[`number${n}`] as number | null | undefined) ?? null,
    birthYear: (flat[`BY${n}`] as number | null | undefined) ?? null,
    playerIsGoalie: flat[`playerIsGoalie${n}`] === true,
    playerIsTaxi: flat[`playerIsTaxi${n}`] === true,
    playerIsActive: flat[`playerIsActive${n}`] === true,
  }));
}

/** A roster edit: per slot, the fields that were sent (absent: keep). */
export interface RosterSlotEdit {
  name?: string;
  number?: number | null;
  birthYear?: number | null;
  playerIsGoalie?: boolean;
  playerIsTaxi?: boolean;
  playerIsActive?: boolean;
}

export function rosterEditFromRequest(request: EditRegisteredTeamRequest): RosterSlotEdit[] {
  const flat = request as unknown as Record<string, unknown>;
  return SLOTS.map((n) => {
    const edit: RosterSlotEdit = {};
    const name = flat[`name${n}Out`] as string | undefined;
    const number = flat[`number${n}Out`] as number | null | undefined;
    const by = flat[`BY${n}Out`] as number | null | undefined;
    if (name !== undefined) edit.name = name;
    if (number !== undefined) edit.number = number;
    if (by !== undefined) edit.birthYear = by;
    for (const box of ['playerIsGoalie', 'playerIsTaxi', 'playerIsActive'] as const) {
      const value = flat[`${box}${n}`];
      if (typeof value === 'boolean') edit[box] = value;
    }
    return edit;
  });
}

/** markAsCommitted: per slot, true/false when sent, undefined when absent. */
export function committedFromRequest(request: MarkAsCommittedRequest): Array<boolean | undefined> {
  const flat = request as unknown as Record<string, unknown>;
  return SLOTS.map((n) => {
    const value = flat[`isCommitted${n}`];
    return typeof value === 'boolean' ? value : undefined;
  });
}

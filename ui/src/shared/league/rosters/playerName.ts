/** "Wayne D. Gretzky": first name, middle initial with its dot when there is one, last name. */
export function fullName(player: {
  firstName: string;
  lastName: string;
  middleInitial?: string | null;
}): string {
  const initial = player.middleInitial?.trim().replace(/\.$/, '');
  return [player.firstName, initial ? `${initial}.` : '', player.lastName].filter(Boolean).join(' ');
}

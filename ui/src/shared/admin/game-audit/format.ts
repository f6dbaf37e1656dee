import { formatDate, formatTime, type GameChange, type GameVersion } from '@league/contracts';

const two = (n: number) => String(n).padStart(2, '0');

/** "Friday, Sept. 5, 2025, 7:42 pm": when a version was recorded, in the reader's own time zone. */
export function recordedWhen(recordedAt: string): string {
  const at = new Date(recordedAt);
  if (Number.isNaN(at.getTime())) return recordedAt;
  const year = at.getFullYear();
  const isoDate = `${year}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${formatDate(isoDate)}, ${year}, ${formatTime(`${two(at.getHours())}:${two(at.getMinutes())}`)}`;
}

/** The anchor of a version on the page: #version-3. */
export const versionAnchor = (version: number) => `version-${version}`;

/** A change's parts as one line reads them: "Score: Rockets 3 - 4 Blades", "→", "5 - 4". */
export interface ChangeText {
  label: string;
  from: string | null;
  to: string;
}

/**
 * How a change reads: "Score: Rockets 3 - 4 Blades → 5 - 4" (the score between the teams, visitor first),
 * "Venue: Main Rink → East Rink", "#9 Ann Zed (Rockets): 2 G, 0 A" for something new (marked "(added)"
 * where the version changed something that was there before), "… → removed" for something taken away.
 */
export function changeText(
  change: GameChange,
  version: Pick<GameVersion, 'kind' | 'visitor' | 'home'>,
): ChangeText {
  const score = change.field === 'score';
  const shown = (value: string) => (score ? `${version.visitor} ${value} ${version.home}` : value);
  if (change.from === null) {
    const added = version.kind !== 'scheduled' && version.kind !== 'result recorded';
    return { label: change.label, from: null, to: `${shown(change.to ?? '')}${added ? ' (added)' : ''}` };
  }
  return { label: change.label, from: shown(change.from), to: change.to ?? 'removed' };
}

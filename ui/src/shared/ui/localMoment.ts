import { formatTime, monthAndDay } from '@league/contracts/formatting';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment the server recorded (an ISO timestamp), in the reader's own time zone: "Sept. 5, 2025"; with
 * `withTime`, "Sept. 5, 2025, 7:42 pm". Null gives `none`; a text that is no moment is shown as it is.
 */
export function localMoment(iso: string | null, none = '—', withTime = false): string {
  if (iso === null) return none;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const year = at.getFullYear();
  const day = `${monthAndDay(`${year}-${two(at.getMonth() + 1)}-${two(at.getDate())}`)}, ${year}`;
  return withTime ? `${day}, ${formatTime(`${two(at.getHours())}:${two(at.getMinutes())}`)}` : day;
}

import { formatDate, formatTime } from '@league/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** "Friday, Sept. 5, 7:30 pm" for an ISO instant, in the reader's own time zone. */
export function outboxMoment(instant: string | null): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const isoDate = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDate(isoDate)}, ${formatTime(`${pad(at.getHours())}:${pad(at.getMinutes())}`)}`;
}

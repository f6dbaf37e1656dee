/**
 * Today as YYYY-MM-DD in the browser's time zone (the payload's `date`). Apart from the form schemas,
 * so the public code of conduct page can fill it in without loading zod.
 */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

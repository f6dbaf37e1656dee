/** A goals-against average as the table shows it: two decimals ("1.50"). */
export const goalsAgainstAverage = (average: number): string => average.toFixed(2);

/**
 * A save percentage as hockey writes it: three decimals without the leading zero (".912", a perfect one
 * "1.000"); "–" without shots recorded.
 */
export function savePercentage(percentage: number | null): string {
  if (percentage === null) return '–';
  const text = percentage.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

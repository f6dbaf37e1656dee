/**
 * The game summary's result line, in the words of docs/rules.md §2: with a winner and Overtime status
 * '{winner} won in OVERTIME, by a score of {score}'; with Shootout status '{winner} won in a
 * SHOOTOUT...'; otherwise 'WINNER: {winner}, by a score of {score}'; with no winner 'Tie game.
 * Final Score: {score}'. The score reads from the winner's side: the winner's goals first. A game
 * without a result has no line.
 */
export function summaryHeadline(
  result: { winner: string | null; status: string; homeTotal: number; visitorTotal: number } | null,
): string {
  if (!result) return '';
  const { winner, status, homeTotal, visitorTotal } = result;
  const score = `${Math.max(homeTotal, visitorTotal)} - ${Math.min(homeTotal, visitorTotal)}`;
  if (!winner) return `Tie game. Final Score: ${score}`;
  if (status === 'Overtime') return `${winner} won in OVERTIME, by a score of ${score}`;
  if (status === 'Shootout') return `${winner} won in a SHOOTOUT...`;
  return `WINNER: ${winner}, by a score of ${score}`;
}

/**
 * The game summary's result line, in the spec's exact words: with a winner and Overtime status
 * '{winner} won in OVERTIME, by a score of {score}'; with Shootout status '{winner} won in a
 * SHOOTOUT...'; otherwise 'WINNER: {winner}, by a score of {score}'; with no winner 'Tie game.
 * Final Score: {score}'. A game without a result has no line.
 */
export function summaryHeadline(
  result: { winner: string | null; status: string; score: string } | null,
): string {
  if (!result) return '';
  const { winner, status, score } = result;
  if (!winner) return `Tie game. Final Score: ${score}`;
  if (status === 'Overtime') return `${winner} won in OVERTIME, by a score of ${score}`;
  if (status === 'Shootout') return `${winner} won in a SHOOTOUT...`;
  return `WINNER: ${winner}, by a score of ${score}`;
}

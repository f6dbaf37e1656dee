import { lazy, Suspense } from 'react';

// admin pages only: the history's code loads when one of them shows it
const GameHistory = lazy(() => import('./GameHistory').then((module) => ({ default: module.GameHistory })));

/** The "History" of a game (every recorded version), for the bottom of the admin game and results pages. */
export function GameHistorySection({ gameId }: { gameId: string }) {
  return (
    <Suspense fallback={null}>
      <GameHistory gameId={gameId} />
    </Suspense>
  );
}

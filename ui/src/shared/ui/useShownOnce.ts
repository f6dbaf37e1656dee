import { useState } from 'react';

/**
 * For a modal whose code loads lazily: false until `open` is first true, then true for good, so the
 * modal loads with its first showing and stays mounted to play its closing transition.
 */
export function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  return shown || open;
}

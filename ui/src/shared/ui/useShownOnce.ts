import { useEffect, useState } from 'react';

/**
 * For a modal whose code loads lazily: false until `open` is first true, then true for good, so the
 * modal loads with its first showing and stays mounted to play its closing transition.
 */
export function useShownOnce(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  return shown || open;
}

/**
 * Inside such a lazily mounted modal: `open` only from the render after mounting, so that its first
 * showing plays the opening transition as every later one does.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && open;
}

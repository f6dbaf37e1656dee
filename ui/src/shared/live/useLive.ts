import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getEarliestReadPosition, rememberPosition } from '../api/readPosition';

/**
 * A live page: a newly recorded result (or a moved game) shows without reloading. The stream's code
 * loads after the page's first render, beside its data.
 */
export function useLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let release: (() => void) | undefined;
    let gone = false;
    void import('./liveStream').then(({ holdLiveStream }) => {
      if (!gone)
        release = holdLiveStream({
          client,
          remember: rememberPosition,
          earliestRead: getEarliestReadPosition,
        });
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [client]);
}

import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** @floating-ui/react's useMergeRefs (an array of refs to one callback ref), for ScrollArea. */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

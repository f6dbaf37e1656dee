import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The buttons at the end of an admin list's row, side by side at its right edge. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

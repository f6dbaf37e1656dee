import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a page says where its list is empty or its item is missing: one centred bold line. */
export function EmptyNotice({
  children,
  ...props
}: TextProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text ta="center" fw={700} {...props}>
      {children}
    </Text>
  );
}

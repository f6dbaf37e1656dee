import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The line under a league page's title that says which season (and division) it is. */
export function LeagueSubtitle({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text ta="center" fw={700} c="navy.7" mt={-12} data-testid="league-subtitle" {...props}>
      {children}
    </Text>
  );
}

import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { responsiveFontSize } from './responsiveFontSize';

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title
      order={1}
      {...responsiveFontSize({ base: 26, sm: 34 })}
      ta="center"
      c="navy.8"
      tt="uppercase"
      mb="lg"
    >
      {children}
    </Title>
  );
}

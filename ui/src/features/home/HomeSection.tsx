import { Box, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One band of the home page, with its heading (linkable by id). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} py={{ base: 'lg', sm: 'xl' }}>
      <Title id={`${id}-title`} order={2} c="navy.8" tt="uppercase" fz={{ base: 22, sm: 28 }} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

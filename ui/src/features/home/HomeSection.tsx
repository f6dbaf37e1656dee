import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';
import classes from './HomeSection.module.css';

/** One band of the home page, with its heading (linkable by id). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section}>
      <Title
        id={`${id}-title`}
        order={2}
        c="navy.8"
        tt="uppercase"
        {...responsiveFontSize({ base: 22, sm: 28 })}
        mb="md"
      >
        {title}
      </Title>
      {children}
    </section>
  );
}

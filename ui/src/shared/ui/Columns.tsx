import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './Columns.module.css';

/** Columns from phones up, and from Mantine's breakpoints xs, sm and md on (each as the one below if left out). */
export interface ColumnCounts {
  base: number;
  xs?: number;
  sm?: number;
  md?: number;
}

/**
 * Mantine's SimpleGrid for the public pages, `<Columns cols={{ base: 1, sm: 2 }} spacing="md">`: the
 * same grid from the stylesheet, without the <style> element SimpleGrid renders into the body (the HTML
 * standard allows <style> only in the head; the Nu Html Checker refuses one after other elements).
 */
export function Columns({
  cols,
  spacing,
  children,
}: {
  cols: ColumnCounts;
  spacing: MantineSpacing;
  children: ReactNode;
}) {
  const xs = cols.xs ?? cols.base;
  const sm = cols.sm ?? xs;
  const md = cols.md ?? sm;
  const style = {
    '--columns-base': cols.base,
    '--columns-xs': xs,
    '--columns-sm': sm,
    '--columns-md': md,
    '--columns-gap': getSpacing(spacing),
  } as CSSProperties;
  return (
    <div className={classes.columns} style={style}>
      {children}
    </div>
  );
}

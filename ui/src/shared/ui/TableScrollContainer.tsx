import { Box, rem, type BoxProps, type ElementProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './TableScrollContainer.module.css';

export interface TableScrollContainerProps extends BoxProps, ElementProps<'div'> {
  /** the table's least width: on a narrower page it scrolls sideways in its box */
  minWidth: CSSProperties['minWidth'];
  maxHeight?: CSSProperties['maxHeight'];
  /** Mantine's own props, without effect here: the scrolling is always the browser's */
  type?: 'native' | 'scrollarea';
  scrollAreaProps?: unknown;
  children?: ReactNode;
}

/**
 * Mantine's Table.ScrollContainer with the browser's scrolling: the build puts it in place of Mantine's
 * (vite/tableScrollContainer.ts), whose ScrollArea (about 5 KB brotli) came with every table of the
 * public pages. Same room below the table, a thumb shown on hover (TableScrollContainer.module.css).
 */
export function TableScrollContainer({
  minWidth,
  maxHeight,
  type: _type,
  scrollAreaProps: _scrollAreaProps,
  className,
  children,
  ...others
}: TableScrollContainerProps) {
  return (
    <Box
      {...others}
      className={className ? `${classes.box} ${className}` : classes.box}
      data-max-height={maxHeight === undefined ? undefined : true}
    >
      <div
        className={classes.inner}
        style={
          {
            '--table-min-width': rem(minWidth),
            '--table-max-height': maxHeight === undefined ? undefined : rem(maxHeight),
          } as CSSProperties
        }
      >
        {children}
      </div>
    </Box>
  );
}

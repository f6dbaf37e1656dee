import { getFontSize, type MantineFontSize } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './responsiveFontSize.module.css';

type FontSize = MantineFontSize | number;

/**
 * Mantine's responsive `fz={{ base, sm }}` as the props of an element, `{...responsiveFontSize({ base:
 * 26, sm: 34 })}`: the same sizes from a class of the stylesheet and two variables, without the <style>
 * element Mantine renders into the body for a responsive style prop (the HTML standard allows <style>
 * only in the head; the Nu Html Checker refuses one after other elements).
 */
export function responsiveFontSize({ base, sm }: { base: FontSize; sm: FontSize }) {
  return {
    className: classes.fontSize,
    style: { '--responsive-fz': getFontSize(base), '--responsive-fz-sm': getFontSize(sm) } as CSSProperties,
  };
}

import { Button, type ButtonProps } from '@mantine/core';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../router';

export interface LinkButtonProps
  extends ButtonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps | 'href' | 'color'> {
  /** the site address it opens (siteRoute.<name>.href(…)) */
  to: string;
}

/** A button that opens a page of the site: Mantine's Button drawn as the router's Link. */
export function LinkButton({ to, ...button }: LinkButtonProps) {
  return <Button component={Link} to={to} {...button} />;
}

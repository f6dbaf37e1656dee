import { Link } from '../router';
import { Button, type ButtonProps } from './Button';

export interface LinkButtonProps extends Omit<ButtonProps, 'component' | 'to' | 'href' | 'type' | 'loading'> {
  /** the site address it opens (siteRoute.<name>.href(…)) */
  to: string;
}

/**
 * A button that opens a page of the site: the router's Link drawn as the site's light Button (Mantine's
 * look without Mantine's Button code, so a public page that has one stays light).
 */
export function LinkButton({ to, ...button }: LinkButtonProps) {
  return <Button component={Link} to={to} {...button} />;
}

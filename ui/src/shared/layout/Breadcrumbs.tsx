import { Link } from '../router';
import classes from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** where the crumb leads; the last crumb is the current page and never a link */
  to?: string;
}

/**
 * The trail from the site's upper pages down to the current one: a navigation landmark named
 * "Breadcrumb" with an ordered list; the last item is the current page (aria-current="page").
 * It wraps onto more lines on narrow screens.
 */
export function Breadcrumbs({ items }: { items: ReadonlyArray<BreadcrumbItem> }) {
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={classes.item}>
            {index > 0 && (
              <span aria-hidden="true" className={classes.separator}>
                ›
              </span>
            )}
            {index === lastIndex || item.to === undefined ? (
              <span
                aria-current={index === lastIndex ? 'page' : undefined}
                className={index === lastIndex ? classes.current : undefined}
              >
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className={classes.link}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useEffect, useRef } from 'react';
import { pageTitle } from '@league/contracts/site-pages';

type TitleProps =
  /** a page's name: "Rosters — Ball Hockey League" */
  | { page: string }
  /** a whole title, from pageTitles (@league/contracts/site-pages), as the server titles the page too */
  | { title: string };

interface ShownTitle {
  title: string;
}

/** The mounted titles, outermost first: the route names its page, the page then what it shows. */
const shown: ShownTitle[] = [];

function showInnermost() {
  const innermost = shown.at(-1);
  if (innermost) document.title = innermost.title;
}

/**
 * Names the browser tab (and history entry) after the page. The innermost mounted one wins: the route's
 * generic "Standings — …" gives way to the page's "Standings — Men's A Spring 2026 — …" once it has
 * loaded, and comes back if that one unmounts.
 */
export function DocumentTitle(props: TitleProps) {
  const title = 'title' in props ? props.title : pageTitle(props.page);
  const entry = useRef<ShownTitle>({ title }).current;
  useEffect(() => {
    shown.push(entry);
    showInnermost();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      showInnermost();
    };
  }, [entry]);
  useEffect(() => {
    entry.title = title;
    showInnermost();
  }, [entry, title]);
  return null;
}

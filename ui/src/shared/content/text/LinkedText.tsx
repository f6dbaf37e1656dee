import { Fragment } from 'react';
import { textParts } from './linkedText';
import classes from './LinkedText.module.css';

/**
 * A text written by the league's admins (a news item, a video's caption) with the web addresses in it
 * as links. Built as elements, never as HTML: the text cannot bring markup of its own. The links open
 * in a new tab, tell the target nothing of this page (noopener noreferrer) and vouch for nothing
 * (nofollow); a long address wraps.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={classes.link}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

import { Badge, Button, Text, Title, VisuallyHidden } from '@mantine/core';
import type { GameVersion } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/apiRequest';
import { gameHistoryQuery } from './api';
import { changeText, recordedWhen, versionAnchor } from './format';
import classes from './GameHistory.module.css';

const HEADING_ID = 'game-history-heading';

/** The address of a version: this page with its anchor. */
function versionUrl(version: number) {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}#${versionAnchor(version)}`;
}

/**
 * Copies the version's address. Where the browser gives no clipboard (a page not served over HTTPS), the
 * address bar takes the anchor instead, to be copied from there.
 */
function CopyLink({ version }: { version: number }) {
  const [done, setDone] = useState<'copied' | 'in address bar' | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(null), 2_000);
    return () => window.clearTimeout(timer);
  }, [done]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(versionUrl(version));
      setDone('copied');
    } catch {
      window.history.replaceState(window.history.state, '', `#${versionAnchor(version)}`);
      setDone('in address bar');
    }
  };
  return (
    <>
      <Button variant="subtle" size="compact-sm" className={classes.copy} onClick={() => void copy()}>
        Copy link<VisuallyHidden> to version {version}</VisuallyHidden>
      </Button>
      <span role="status" className={`${classes.copy} ${classes.copied}`}>
        {done === 'copied' ? 'Link copied' : done ? 'Link in the address bar' : ''}
      </span>
    </>
  );
}

function Version({ version, highlighted }: { version: GameVersion; highlighted: boolean }) {
  const anchor = versionAnchor(version.version);
  return (
    <li
      id={anchor}
      className={classes.version}
      data-highlighted={highlighted || undefined}
      data-testid="game-version"
    >
      <div className={classes.head}>
        <a href={`#${anchor}`} className={classes.anchor}>
          Version {version.version}
        </a>
        <Badge variant="light" color={version.kind.startsWith('result') ? 'red' : 'navy'} radius="sm">
          {version.kind}
        </Badge>
        <CopyLink version={version.version} />
      </div>
      <Text size="sm" c="dimmed" className={classes.meta}>
        <time dateTime={version.recordedAt}>{recordedWhen(version.recordedAt)}</time> · by{' '}
        {version.recordedBy.name}
        {/* renamed since: the name they had then, and today's beside it */}
        {version.recordedBy.currentName ? ` (now ${version.recordedBy.currentName})` : null}
      </Text>
      {version.changes.length > 0 ? (
        <ul className={classes.changes}>
          {version.changes.map((change, i) => {
            const text = changeText(change, version);
            return (
              <li key={i} data-testid="game-change">
                <span className={classes.label}>{text.label}:</span>{' '}
                {text.from !== null && (
                  <>
                    <span className={classes.from}>{text.from}</span> →{' '}
                  </>
                )}
                <span className={text.from === null ? classes.set : classes.to}>{text.to}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text size="sm" mt={4}>
          {version.kind === 'removed' ? 'Removed from the schedule.' : 'Nothing shown changed.'}
        </Text>
      )}
    </li>
  );
}

/** The versions as a timeline, oldest first; `linked` is the one the address points at. */
export function VersionList({
  versions,
  linked,
}: {
  versions: readonly GameVersion[];
  linked: number | null;
}) {
  return (
    <ol className={classes.timeline}>
      {versions.map((version) => (
        <Version key={version.version} version={version} highlighted={version.version === linked} />
      ))}
    </ol>
  );
}

/** The version the address points at (#version-3), or null. */
function linkedVersion(): number | null {
  const match = /^#version-(\d+)$/.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

/**
 * "History": every recorded version of the game, oldest first: its number (an anchor, #version-3, with a
 * copy-link button), what it was, when and by whom, and what it changed, old → new. Printing the page
 * prints this list alone. Shows nothing for an id that is not a game.
 */
export function GameHistory({ gameId }: { gameId: string }) {
  const history = useQuery(gameHistoryQuery(gameId));
  const versions = history.data?.versions;
  const [linked, setLinked] = useState(linkedVersion);

  // the list arrives after the browser looked for the anchor: go to the linked version once it is there
  useEffect(() => {
    const onHashChange = () => setLinked(linkedVersion());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  useEffect(() => {
    if (linked === null || !versions?.some((v) => v.version === linked)) return;
    document.getElementById(versionAnchor(linked))?.scrollIntoView({ block: 'start' });
  }, [linked, versions]);

  // not a game (an event's id, no such id): nothing to show
  if (history.error instanceof ApiError && [400, 404].includes(history.error.status)) return null;
  const last = versions?.at(-1);
  return (
    <section className={classes.history} aria-labelledby={HEADING_ID} data-testid="game-history">
      <Title order={2} id={HEADING_ID} c="navy.8" size="h3" mt="xl" mb={4}>
        History
      </Title>
      {last && (
        <Text size="sm" c="dimmed" mb="sm">
          {last.visitor} @ {last.home}: every recorded version, oldest first.
        </Text>
      )}
      {history.isPending && <Text size="sm">Loading the history…</Text>}
      {history.isError && (
        <Text size="sm" c="red.8" role="alert">
          The history could not be loaded.
        </Text>
      )}
      {versions && <VersionList versions={versions} linked={linked} />}
    </section>
  );
}

import { Anchor, Box, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteOrigin } from '../../router';
import { calendarLinks, calendarName, copyText, type CalendarOwner } from './calendarLinks';

/** How long "Copied" stays beside the button. */
const COPIED_MS = 4000;

/** The links' shared look: a taller line, so each is easy to tap. */
const LINK = { size: 'sm', py: 4, style: { display: 'inline-block' } } as const;

/**
 * Subscribe links for an iCalendar feed: webcal:// opens the calendar app (which then follows
 * changes), the http(s) address downloads the file or can be pasted into a web calendar; Google
 * Calendar and Outlook on the web subscribe from their own pages; "Copy link" copies the http(s)
 * address (the clipboard, else the copy command, else the address shown selected to copy by hand) and
 * says "Copied". Outlook names the calendar after `calendarOf` (the team, venue or league), as the feed
 * does; after the label without it.
 */
export function SubscribeLinks({
  feedPath,
  label,
  calendarOf,
}: {
  feedPath: string;
  label: string;
  calendarOf?: CalendarOwner;
}) {
  const links = calendarLinks(feedPath, calendarOf ? calendarName(calendarOf) : label, useSiteOrigin());
  const [copied, setCopied] = useState<'no' | 'yes' | 'by hand'>('no');
  const timer = useRef(0);
  const manual = useRef<HTMLInputElement>(null);
  const addressId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (copied !== 'by hand') return;
    manual.current?.focus();
    manual.current?.select();
  }, [copied]);

  const copy = async () => {
    window.clearTimeout(timer.current);
    const done = await copyText(links.https, { clipboard: navigator.clipboard, document });
    setCopied(done ? 'yes' : 'by hand');
    if (done) timer.current = window.setTimeout(() => setCopied('no'), COPIED_MS);
  };

  return (
    <Box mb="md" data-testid="subscribe-links">
      <Group gap="md" style={{ rowGap: 0 }} justify="center" role="group" aria-label={label}>
        <Text size="sm" fw={600}>
          {label}:
        </Text>
        <Anchor href={links.webcal} {...LINK}>
          Subscribe in your calendar
        </Anchor>
        <Anchor href={links.https} {...LINK}>
          Download .ics
        </Anchor>
        <Anchor href={links.google} target="_blank" rel="noopener noreferrer" {...LINK}>
          Add to Google Calendar
        </Anchor>
        <Anchor href={links.outlook} target="_blank" rel="noopener noreferrer" {...LINK}>
          Add to Outlook
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <Anchor component="button" type="button" onClick={() => void copy()} {...LINK}>
            Copy link
          </Anchor>
          <Text size="sm" fw={600} role="status" data-testid="copy-status" miw="4.5em">
            {copied === 'yes' ? 'Copied' : ''}
          </Text>
        </Group>
      </Group>
      {copied === 'by hand' && (
        <Group gap="xs" justify="center" mt={4}>
          <Text size="sm" component="label" htmlFor={addressId}>
            Copy this address:
          </Text>
          <input
            id={addressId}
            ref={manual}
            readOnly
            value={links.https}
            onFocus={(event) => event.currentTarget.select()}
            style={{ font: 'inherit', fontSize: 14, padding: '2px 6px', width: 'min(100%, 40em)' }}
          />
        </Group>
      )}
    </Box>
  );
}

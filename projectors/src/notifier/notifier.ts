import { isEmailAddress, isSealed, NO_SMTP_NOTE, sealedPersonId } from '@league/contracts';
import { createLogger, type Logger } from '@league/infra/logging';
import { enqueue, ensureOutboxTables, noteWaiting, type Mailer } from '@league/infra/mail';
import {
  createPersonalDataVault,
  openEvents,
  openText,
  sealText,
  sqlPersonKeys,
  type PersonKeys,
} from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createSerial, createWake, sleep } from '../runner/wake';
import { DEFAULT_RETRY, deliverDue, giveUpExpired, type LinkOpener, type RetryPolicy } from './delivery';
import { erasedAddressIds, forgetErasedAddresses } from './erasure';
import {
  isAccountMailEvent,
  isMailEvent,
  missingLink,
  toOutboxMessages,
  unreadableAddresses,
  type MailEventEnvelope,
} from './messages';

export interface NotifierOptions {
  /** the database of the outbox (the read-model database) */
  db: SqlClient;
  /** SMTP (SMTP_URL); null: messages stay in the outbox, noted 'not sent: no SMTP configured' */
  mailer: Mailer | null;
  /** LEAGUE_MAIL_TO: where contact messages go */
  leagueAddress: string | null;
  logger?: Logger;
  retry?: RetryPolicy;
  /** how often due retries are looked for (default 5 s); new messages wake it at once */
  pollMs?: number;
  /** false: no delivery loop, only deliverNow (tests that drive delivery step by step) */
  background?: boolean;
  /** the person keys that open sealed addresses; default keys.person_keys of `db` */
  keys?: PersonKeys;
}

export interface Notifier {
  /**
   * Takes events into the outbox, one message per recipient, keyed by event id and recipient: an event
   * taken twice (a redelivery) adds nothing. Sealed addresses are opened with the person keys; an erased
   * one is skipped (the rest of the event is sent). A PersonalDataErased forgets the erased person's
   * addresses in the outbox (see forgetErasedAddresses). Other events are ignored. Answers how many
   * messages were new.
   */
  accept(events: readonly MailEventEnvelope[], tx?: SqlClient): Promise<number>;
  /** wakes the delivery loop (after a feed took in messages inside its own transaction) */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** one delivery pass now; answers how many messages were sent */
  deliverNow(): Promise<number>;
}

const linkOf = (event: MailEventEnvelope) => (event.data as { link?: unknown } | null)?.link;

/** The event without its link: what is opened when it is taken in (the link stays sealed). */
const withoutLink = (event: MailEventEnvelope): MailEventEnvelope => {
  if (!isAccountMailEvent(event.type)) return event;
  const { link: _link, ...data } = event.data as Record<string, unknown>;
  return { ...event, data };
};

/**
 * An opened account mail event with its link as the outbox keeps it: sealed as recorded, or, for a link
 * recorded in clear, sealed now with the key of the address it goes to, so the outbox never holds a
 * token in clear (docs/personal-data.md). No link when the event came without one.
 */
async function withSealedLink(
  opened: MailEventEnvelope,
  recorded: MailEventEnvelope,
  keys: PersonKeys,
): Promise<MailEventEnvelope> {
  if (!isAccountMailEvent(opened.type)) return opened;
  const link = linkOf(recorded);
  const data = opened.data as { email?: unknown };
  let sealed: string | undefined;
  if (isSealed(link)) sealed = link;
  else if (typeof link === 'string' && typeof data.email === 'string' && isEmailAddress(data.email)) {
    const owner = await createPersonalDataVault(keys).addressPersonId(data.email);
    sealed = sealText(await keys.keyFor(owner), owner, link);
  }
  return { ...opened, data: { ...(opened.data as object), link: sealed } };
}

/** Opens sealed links with the keys there are now: null once the person's key is erased. */
function linkOpener(keys: PersonKeys): LinkOpener {
  return async (sealed) => {
    const owner = sealedPersonId(sealed);
    const key = owner ? (await keys.existing([owner])).get(owner) : undefined;
    if (!key) return null;
    try {
      return openText(key, sealed);
    } catch {
      return null;
    }
  };
}

/**
 * The mail notifier: contact messages, admins' e-mails and the account mails (invitations, password
 * resets, address confirmations) go into the outbox, and a delivery loop sends what is due through SMTP,
 * retrying failures with a doubling wait (see RetryPolicy) until they are sent or marked failed; an
 * account mail whose link stops working before it could be sent is given up. The feeds (the event store
 * in the embedded mode, Kafka in the distributed mode) call `accept`.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const { db, mailer } = options;
  const logger = options.logger ?? createLogger('notifier');
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? 5_000;
  const serial = createSerial();
  const wake = createWake();
  const messageOptions = { leagueAddress: options.leagueAddress, smtp: mailer !== null };
  let running = false;
  let loop: Promise<void> = Promise.resolve();

  const openLink = linkOpener(options.keys ?? sqlPersonKeys(db));
  const deliverNow = () =>
    serial(async () => {
      await giveUpExpired(db, logger);
      return mailer ? deliverDue(db, mailer, { retry, logger, openLink }) : 0;
    });

  async function run() {
    let backoff = 0;
    while (running) {
      try {
        const sent = await deliverNow();
        if (sent > 0) logger.info({ sent }, 'mail sent');
        backoff = 0;
        await wake.wait(pollMs);
      } catch (error) {
        backoff = Math.min(Math.max(backoff * 2, 250), 30_000);
        logger.error({ err: error, retryInMs: backoff }, 'mail delivery pass failed');
        await sleep(backoff);
      }
    }
  }

  return {
    async accept(events, tx) {
      const mail = events.filter((e) => isMailEvent(e.type));
      const erased = events.flatMap(erasedAddressIds);
      if (mail.length === 0 && erased.length === 0) return 0;
      const keys = options.keys ?? sqlPersonKeys(tx ?? db);
      // an account mail's link is not opened here: it stays sealed until the mail is handed to the mailer
      const opened = await Promise.all(
        (await openEvents(keys, mail.map(withoutLink))).map((event, i) =>
          withSealedLink(event, mail[i]!, keys),
        ),
      );
      const messages = opened.flatMap((event) => {
        const made = toOutboxMessages(event, messageOptions);
        const skipped = unreadableAddresses(event);
        if (skipped === 0 && missingLink(event))
          logger.warn(
            { eventId: event.metadata.eventId, type: event.type },
            'account mail without its link skipped',
          );
        // no address in the log line: only how many were skipped
        if (skipped > 0)
          logger.info(
            { eventId: event.metadata.eventId, type: event.type, skipped },
            'erased address skipped',
          );
        return made;
      });
      const added = messages.length === 0 ? 0 : await enqueue(tx ?? db, messages);
      // after the batch's messages: mail recorded before an erasure in the same batch is forgotten too
      if (erased.length > 0) {
        const vault = createPersonalDataVault(keys);
        const forgotten = await forgetErasedAddresses(tx ?? db, erased, (email) =>
          vault.addressPersonId(email),
        );
        if (forgotten > 0) logger.info({ forgotten }, 'mail of erased addresses forgotten');
      }
      if (!tx) wake.notify();
      return added;
    },
    wake: () => wake.notify(),
    async start() {
      if (running) return;
      await ensureOutboxTables(db);
      // messages taken in while SMTP was configured and now it is not (or the other way round) say so
      if (!mailer) await noteWaiting(db, NO_SMTP_NOTE);
      if (options.background === false) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake.notify();
      await loop;
      await serial(async () => undefined);
      mailer?.close();
    },
    deliverNow,
  };
}

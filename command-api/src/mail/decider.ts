import {
  badRequest,
  conflict,
  NO_COACH_ADDRESSES_MESSAGE,
  type ContactMessageReceived,
  type EmailBroadcastRequested,
  emailBroadcastStream,
  contactMessageStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

/** A visitor's question (stream contactMessage-{messageId}): recorded once, the notifier mails it. */
export type ContactCommand = { type: 'ReceiveContactMessage'; data: ContactMessageReceived['data'] };
export type ContactState = { received: boolean };

export const contactDecider: Decider<ContactState, ContactCommand, ContactMessageReceived> = {
  initialState: () => ({ received: false }),
  evolve: (state, event) => (event.type === 'ContactMessageReceived' ? { received: true } : state),
  decide(command, state) {
    if (state.received) throw conflict('This message was already received.');
    return [{ type: 'ContactMessageReceived', data: command.data }];
  },
};

/** Each address once, whatever its spelling; the first spelling is kept. */
export function distinctRecipients(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses
    .map((a) => a.trim())
    .filter((a) => {
      const key = a.toLowerCase();
      if (!a || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * An admin's e-mail (stream emailBroadcast-{broadcastId}). `to` is what the admin sent, or, when
 * `toEveryCoach`, the coach addresses the route looked up: recorded resolved, so the log says who was mailed.
 */
export type BroadcastCommand = {
  type: 'RequestEmailBroadcast';
  data: Omit<EmailBroadcastRequested['data'], 'to'> & { to: readonly string[] };
};
export type BroadcastState = { requested: boolean };

export const broadcastDecider: Decider<BroadcastState, BroadcastCommand, EmailBroadcastRequested> = {
  initialState: () => ({ requested: false }),
  evolve: (state, event) => (event.type === 'EmailBroadcastRequested' ? { requested: true } : state),
  decide(command, state) {
    if (state.requested) throw conflict('This e-mail was already requested.');
    const to = distinctRecipients(command.data.to);
    if (to.length === 0) throw badRequest(NO_COACH_ADDRESSES_MESSAGE);
    return [{ type: 'EmailBroadcastRequested', data: { ...command.data, to } }];
  },
};

/** The broadcast aggregate: its decider on the stream of one broadcast. */
export const broadcastAggregate = aggregate(broadcastDecider, emailBroadcastStream);

/** The contact aggregate: its decider on the stream of one contact. */
export const contactAggregate = aggregate(contactDecider, contactMessageStream);

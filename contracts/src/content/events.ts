import { z } from 'zod';
import type { AccountMailEvent } from '../accounts/events';
import { eventTypes, type Check, type SameTypes } from '../events';

// News
export interface NewsFields {
  newsId: string;
  newsHeading: string;
  newsSubheading: string;
  newsDate: string;
  newsContent: string;
}
export interface NewsCreated {
  type: 'NewsCreated';
  data: NewsFields;
}
/** Carries the news item as it is after the change. */
export interface NewsUpdated {
  type: 'NewsUpdated';
  data: NewsFields;
}
export interface NewsRemoved {
  type: 'NewsRemoved';
  data: { newsId: string };
}
export type NewsEvent = NewsCreated | NewsUpdated | NewsRemoved;
export const NEWS_EVENT_TYPES = eventTypes<NewsEvent>({
  NewsCreated: true,
  NewsUpdated: true,
  NewsRemoved: true,
});

// Videos
export interface VideoFields {
  videoId: string;
  videoTitle: string;
  videoURL: string;
  videoCaption: string;
}
export interface VideoCreated {
  type: 'VideoCreated';
  data: VideoFields;
}
/** Carries the video as it is after the change. */
export interface VideoUpdated {
  type: 'VideoUpdated';
  data: VideoFields;
}
export interface VideoRemoved {
  type: 'VideoRemoved';
  data: { videoId: string };
}
export type VideoEvent = VideoCreated | VideoUpdated | VideoRemoved;
export const VIDEO_EVENT_TYPES = eventTypes<VideoEvent>({
  VideoCreated: true,
  VideoUpdated: true,
  VideoRemoved: true,
});

// Suspensions
/**
 * A suspension as recorded. `playerId` and `teamId` link it to the player (and the team it was given
 * with); `playerName` and `playerTeam` are their names when it was recorded. Suspensions recorded before
 * they were linked have free text only and no ids: read them with `suspensionFieldsOf`.
 */
export interface SuspensionFields {
  suspensionId: string;
  playerId?: string | null;
  teamId?: string | null;
  playerName: string;
  playerTeam: string;
  /** YYYY-MM-DD */
  date: string;
  reason: string;
  howManyGames: number;
  served: boolean;
  appealedSuccessfully: boolean;
}
/** A new suspension is current. */
export interface SuspensionCreated {
  type: 'SuspensionCreated';
  data: SuspensionFields;
}
/** Carries the suspension as it is after the change. */
export interface SuspensionUpdated {
  type: 'SuspensionUpdated';
  data: SuspensionFields;
}
export interface SuspensionArchived {
  type: 'SuspensionArchived';
  data: { suspensionId: string };
}
/** MOVE TO CURRENT */
export interface SuspensionRestored {
  type: 'SuspensionRestored';
  data: { suspensionId: string };
}
export interface SuspensionRemoved {
  type: 'SuspensionRemoved';
  data: { suspensionId: string };
}
export type SuspensionEvent =
  SuspensionCreated | SuspensionUpdated | SuspensionArchived | SuspensionRestored | SuspensionRemoved;

/** A suspension's fields in today's shape: one recorded before suspensions were linked has no player or team (null). */
export type LinkedSuspensionFields = SuspensionFields & { playerId: string | null; teamId: string | null };

/** Upcasts a recorded suspension (SuspensionCreated, SuspensionUpdated) to today's shape. */
export function suspensionFieldsOf(data: SuspensionFields): LinkedSuspensionFields {
  return { ...data, playerId: data.playerId ?? null, teamId: data.teamId ?? null };
}
export const SUSPENSION_EVENT_TYPES = eventTypes<SuspensionEvent>({
  SuspensionCreated: true,
  SuspensionUpdated: true,
  SuspensionArchived: true,
  SuspensionRestored: true,
  SuspensionRemoved: true,
});

// Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet")
/** The table of games per severity, set whole (stream `suspensionRules`, one for the site). */
export interface SuspensionRulesSet {
  type: 'SuspensionRulesSet';
  data: { gameMisconduct: number; matchPenalty: number };
}
/**
 * The admin confirmed the suspension a game sheet's penalty proposed (stream
 * `suspensionProposal-{gameId}:{entryId}`): recorded after the suspension `suspensionId` it made.
 */
export interface SuspensionProposalConfirmed {
  type: 'SuspensionProposalConfirmed';
  data: { gameId: string; entryId: string; suspensionId: string; games: number };
}
/** The admin dismissed the suspension a game sheet's penalty proposed: no suspension. */
export interface SuspensionProposalDismissed {
  type: 'SuspensionProposalDismissed';
  data: { gameId: string; entryId: string };
}
export type SuspensionProposalEvent =
  SuspensionRulesSet | SuspensionProposalConfirmed | SuspensionProposalDismissed;
export const SUSPENSION_PROPOSAL_EVENT_TYPES = eventTypes<SuspensionProposalEvent>({
  SuspensionRulesSet: true,
  SuspensionProposalConfirmed: true,
  SuspensionProposalDismissed: true,
});

// Mail: the contact form and the admin's e-mail
/** A visitor's question from the contact form (stream `contactMessage-{messageId}`). */
export interface ContactMessageReceived {
  type: 'ContactMessageReceived';
  data: { messageId: string; fromName: string; fromEmail: string; message: string };
}
/** An admin's e-mail (stream `emailBroadcast-{broadcastId}`); `to` holds the resolved recipients. */
export interface EmailBroadcastRequested {
  type: 'EmailBroadcastRequested';
  data: {
    broadcastId: string;
    subject: string;
    message: string;
    fromName: string;
    to: string[];
    /** true when `to` was not given: every coach with an account at the time */
    toEveryCoach: boolean;
  };
}
export type MailEvent = ContactMessageReceived | EmailBroadcastRequested;
export const MAIL_EVENT_TYPES = eventTypes<MailEvent>({
  ContactMessageReceived: true,
  EmailBroadcastRequested: true,
});

const mailEventMetadata = z.object({ eventId: z.string().min(1), recordedAt: z.string().min(1) });
/**
 * A recorded mail event as read from outside the process (the Kafka topic): type, data and metadata. The
 * sender, a contact message's text and the recipients are sealed values (see PERSONAL_FIELDS); the relay
 * leaves out what was recorded in clear before sealing, so the sender's fields and the text may be absent.
 */
export const mailEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ContactMessageReceived'),
    data: z.object({
      messageId: z.string(),
      fromName: z.string().optional(),
      fromEmail: z.string().optional(),
      message: z.string().optional(),
    }),
    metadata: mailEventMetadata,
  }),
  z.object({
    type: z.literal('EmailBroadcastRequested'),
    data: z.object({
      broadcastId: z.string(),
      subject: z.string(),
      message: z.string(),
      fromName: z.string(),
      to: z.array(z.string()),
      toEveryCoach: z.boolean(),
    }),
    metadata: mailEventMetadata,
  }),
]);

/**
 * A recorded account mail event (ACCOUNT_MAIL_EVENT_TYPES: an invitation, a password reset, an address
 * confirmation) as read from the Kafka topic: what the notifier needs of it. `email` and `link` are sealed
 * values (the link carries a token, docs/personal-data.md); the relay leaves out a value recorded in
 * clear, so they may be absent (and such a mail cannot be sent).
 */
export const accountMailEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('StaffInvited'),
    data: z.object({
      adminId: z.string(),
      email: z.string().optional(),
      name: z.string(),
      role: z.string(),
      expiresAt: z.string(),
      link: z.string().optional(),
    }),
    metadata: mailEventMetadata,
  }),
  z.object({
    type: z.literal('PasswordResetRequested'),
    data: z.object({
      accountId: z.string(),
      expiresAt: z.string(),
      email: z.string().optional(),
      link: z.string().optional(),
    }),
    metadata: mailEventMetadata,
  }),
  z.object({
    type: z.literal('EmailConfirmationRequested'),
    data: z.object({
      coachId: z.string(),
      expiresAt: z.string(),
      email: z.string().optional(),
      link: z.string().optional(),
    }),
    metadata: mailEventMetadata,
  }),
]);

/**
 * The mail schemas parse exactly the mail events (MailEvent, AccountMailEvent): an event added to a union
 * without its schema, or a schema without its event, fails to compile.
 */
export type MailSchemasMatchEvents = Check<
  SameTypes<z.infer<typeof mailEventSchema>['type'], MailEvent['type']> &
    SameTypes<z.infer<typeof accountMailEventSchema>['type'], AccountMailEvent['type']>
>;

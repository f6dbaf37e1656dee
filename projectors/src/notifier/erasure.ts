import {
  ADDRESS_ERASED_NOTE,
  ERASED_TEXT,
  LINK_MAIL_KINDS,
  PERSONAL_DATA_ERASED,
  type PersonalDataErased,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { MailEventEnvelope } from './messages';

/** The address key ids an erasure names (PersonalDataErased.addressIds), none for other events. */
export function erasedAddressIds(event: MailEventEnvelope): string[] {
  if (event.type !== PERSONAL_DATA_ERASED) return [];
  const ids = (event.data as Partial<PersonalDataErased['data']> | null)?.addressIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Forgets the erased addresses in the outbox, which holds them opened: a message to one of them (or a
 * contact message from one) keeps its row, with the address, the sender and a contact message's text
 * replaced by ERASED_TEXT, and an account mail's text (it names the person) too, its sealed link and
 * details dropped; one not sent yet is marked failed with ADDRESS_ERASED_NOTE and never sent.
 * `addressId` is the vault's addressPersonId. Answers how many messages were forgotten.
 */
export async function forgetErasedAddresses(
  db: SqlClient,
  erased: readonly string[],
  addressId: (email: string) => Promise<string>,
): Promise<number> {
  if (erased.length === 0) return 0;
  const wanted = new Set(erased);
  const { rows } = await db.query<{ message_id: string; kind: string; address: string }>(
    `SELECT message_id, kind, CASE WHEN kind = 'contact' THEN reply_to ELSE recipient END AS address
       FROM mail.outbox
      WHERE CASE WHEN kind = 'contact' THEN reply_to ELSE recipient END IS NOT NULL
        AND CASE WHEN kind = 'contact' THEN reply_to ELSE recipient END <> $1`,
    [ERASED_TEXT],
  );
  let forgotten = 0;
  for (const row of rows) {
    const id = await addressId(row.address);
    if (!wanted.has(id)) continue;
    // the row's key names the recipient: it is renamed by the address's key id instead, unless it was
    // forgotten already (a replay took a message recorded in clear in again): then the copy goes
    const contact = row.kind === 'contact';
    const accountMail = (LINK_MAIL_KINDS as readonly string[]).includes(row.kind);
    const { rows: copy } = await db.query(
      `DELETE FROM mail.outbox o WHERE message_id = $1
          AND EXISTS (SELECT 1 FROM mail.outbox f WHERE f.message_id = o.event_id || ':' || $2)
       RETURNING message_id`,
      [row.message_id, id],
    );
    if (copy.length > 0) continue;
    await db.query(
      `UPDATE mail.outbox
          SET message_id = event_id || ':' || $2,
              recipient = CASE WHEN $3 THEN recipient ELSE $4 END,
              reply_to = CASE WHEN $3 THEN NULL ELSE reply_to END,
              from_name = CASE WHEN $3 THEN $4 ELSE from_name END,
              subject = CASE WHEN $3 THEN $4 ELSE subject END,
              body = CASE WHEN $3 OR $6 THEN $4 ELSE body END,
              last_error = CASE WHEN status = 'sent' THEN last_error ELSE $5 END,
              status = CASE WHEN status = 'sent' THEN status ELSE 'failed' END,
              next_attempt_at = NULL, claimed_until = NULL, sealed_link = NULL, details = NULL
        WHERE message_id = $1`,
      [row.message_id, id, contact, ERASED_TEXT, ADDRESS_ERASED_NOTE, accountMail],
    );
    forgotten += 1;
  }
  return forgotten;
}

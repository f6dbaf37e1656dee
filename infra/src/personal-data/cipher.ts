import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SEALED_PREFIX, sealedPersonId } from '@league/contracts';

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new person key (AES-256). */
export const newPersonKey = () => randomBytes(KEY_BYTES);

/** `clear` sealed with the person's key: `pd1:<person id>:<iv>:<ciphertext + tag>`, base64url parts. */
export function sealText(key: Buffer, personId: string, clear: string): string {
  if (personId.includes(':')) throw new Error('A person id cannot contain ":"');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(personId, 'utf8'));
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${personId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/**
 * The clear text of a sealed value. Throws when the value is malformed, was sealed for another person
 * or with another key, or was altered (the GCM tag does not match).
 */
export function openText(key: Buffer, sealed: string): string {
  const personId = sealedPersonId(sealed);
  const parts = personId === null ? [] : sealed.slice(SEALED_PREFIX.length + personId.length + 1).split(':');
  if (personId === null || parts.length !== 2) throw new Error('Not a sealed value');
  const iv = Buffer.from(parts[0]!, 'base64url');
  const body = Buffer.from(parts[1]!, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(personId, 'utf8'));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

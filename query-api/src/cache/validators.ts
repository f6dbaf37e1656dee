import { createHash } from 'node:crypto';
import type { Actor } from '@league/contracts';
import type { ReadModelVersions } from '../deps';

/**
 * Where the projections a read depends on stand: their generations and the positions where their data
 * last changed, as this process knows them; null while one of them is unknown (nothing can be cached).
 * A checkpoint that moves over events a projection does not handle leaves it unchanged.
 */
export function versionsOf(feed: ReadModelVersions, projections: readonly string[]): string | null {
  let versions = '';
  for (const name of projections) {
    const progress = feed.get(name);
    if (!progress) return null;
    versions += `${name}@${progress.generation}:${progress.changedAt};`;
  }
  return versions;
}

/** Whose answer it is: answers are never shared between the public, admins and each coach. */
export function audienceOf(actor: Actor): string {
  if (actor.role === 'coach') return `coach:${actor.id}`;
  return actor.role;
}

/**
 * A weak entity tag of the answer: the same in every process that knows the same versions, since it
 * hashes only them, the route, the URL and the audience. Weak, because compression changes the bytes
 * but not the answer.
 */
export function entityTag(versions: string, key: string): string {
  return `W/"${createHash('sha1').update(versions).update('\n').update(key).digest('base64url')}"`;
}

/** If-None-Match: `*` or a list of tags, compared weakly (RFC 9110 13.1.2). */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = tag.slice(2);
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

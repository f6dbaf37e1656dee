import { COMPRESS_MIN_BYTES, encodeAnswer, type AnswerEncoding } from '@league/infra/http';

/** Below this, the headers cost more than the bytes saved (the threshold of the API's answers). */
export const PAGE_COMPRESS_MIN_BYTES = COMPRESS_MIN_BYTES;

export type PageEncoding = AnswerEncoding;

/**
 * The encoding of a page for an Accept-Encoding header: brotli when the client takes it, else gzip,
 * else none; a `q=0` refuses one, `*` stands for any not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * The page's bytes in that encoding: each answer is made for its request (its own head), so it is
 * compressed then, as the API's answers are (encodeAnswer: brotli 4, gzip 6): well under a millisecond
 * for a page of a few KB.
 */
export function encodePage(html: string, encoding: PageEncoding | null): Buffer | string {
  if (!encoding || Buffer.byteLength(html) < PAGE_COMPRESS_MIN_BYTES) return html;
  return encodeAnswer(Buffer.from(html), encoding);
}

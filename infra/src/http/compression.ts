import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli or gzip, as the client accepts, for every answer of at least COMPRESS_MIN_BYTES: the JSON of
 * the APIs, whether a route returns an object or a body it serialized before (an answer cache), in an
 * onSend hook that runs after the route's own headers (ETag, 304s have no body and stay as they are).
 * Files that are already compressed (the UI's precompressed assets) keep their Content-Encoding.
 * Request bodies are not decompressed: the body limit stays a limit on what the client sends.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: BROTLI_ANSWER_PARAMS },
  });
}

/** The encodings of answers, the preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Brotli for answers made as they are asked for: quality 4, a speed-minded setting, for text. */
const BROTLI_ANSWER_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 4,
};

const negotiator = new Negotiator({ supportedValues: [...ANSWER_ENCODINGS] });
const NO_PREFERENCE = /\*|x-gzip/g;

/**
 * The encoding an answer goes in for an Accept-Encoding header, chosen as the compression above chooses
 * it (`*` and `x-gzip` count as gzip), or null for none.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiator.negotiate(acceptEncoding.toLowerCase().replace(NO_PREFERENCE, 'gzip'));
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * An answer's bytes in `encoding`, made as the compression above makes them, for answers kept in memory
 * (the query API's answer cache): compressed once, sent as they are to everyone who asks again.
 */
export function encodeAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: BROTLI_ANSWER_PARAMS }) : gzipSync(body);
}

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
    encodings: ['br', 'gzip'],
  });
}

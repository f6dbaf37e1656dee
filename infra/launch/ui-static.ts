import { sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { HttpApp } from '@league/infra/http';

/** Vite's hashed output: a new build writes new names, so a browser may keep these for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: asked again each time (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';

function setCacheControl(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
}

/**
 * Serves the built UI: the .br/.gz files the build wrote next to each asset when the browser accepts
 * them, long-lived caching for hashed assets, and index.html for every other non-API GET (the SPA
 * owns those paths: deep links such as /admin/venues).
 */
export async function serveUiBundle(app: HttpApp, uiDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uiDist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheControl,
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}

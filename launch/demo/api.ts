import type { FastifyInstance } from 'fastify';

/** The command routes as the demo loaders call them: as the admin, through app.inject. */
export interface DemoApi {
  /** POST/PATCH/DELETE with the admin token; throws on any answer ≥ 300 */
  call(
    method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<Record<string, unknown>>;
  /** the admin token, for calls that need other headers (multipart uploads) */
  adminToken: string;
  app: FastifyInstance;
}

export function demoApi(app: FastifyInstance, adminToken: string): DemoApi {
  return {
    app,
    adminToken,
    async call(method, url, payload) {
      const response = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${adminToken}` },
      });
      if (response.statusCode >= 300) {
        throw new Error(`Demo league: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
      }
      return response.body ? (response.json() as Record<string, unknown>) : {};
    },
  };
}

/** What the venues part of the demo made, for the loaders after it. */
export interface DemoVenues {
  venueIds: string[];
}

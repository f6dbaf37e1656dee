import { createHttpApp, type HttpApp } from './app';

/** Registers routes on the app it is given: `(app) => commandRoutes(app, deps)`. */
export type RouteRegistration = (app: HttpApp) => unknown;

/**
 * The OpenAPI document of the given routes, built on a throwaway app (nothing listens), so one process
 * can serve the document for routes that run in other processes.
 */
export async function buildOpenApiDocument(
  registrations: readonly RouteRegistration[],
): Promise<Record<string, unknown>> {
  const app = await createHttpApp({ openapi: true });
  for (const register of registrations) {
    await app.register(async (scope) => {
      await register(scope);
    });
  }
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}

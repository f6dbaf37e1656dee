import { buildOpenApiDocument, createTokenService } from '@league/infra/http';
import { commandRoutes } from '@league/command-api';
import { buildQueryApi, queryRoutes } from '@league/query-api';
import { projectionStatus, waitForPosition } from '@league/projectors';
import { openServerStores } from '../stores';
import { runService } from './run-service';

runService('query-api', async (config, logger) => {
  const { store, db } = await openServerStores(config);
  const tokens = createTokenService(config.LEAGUE_JWT_SECRET!);
  const deps = {
    db,
    tokens,
    logger,
    waitForPosition: (position: string, timeoutMs: number, projections?: readonly string[]) =>
      waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}) }),
    projectionStatus: () => projectionStatus(db, store),
  };
  // one document for the whole /api, served here because the proxy sends GETs to the query side
  const openApiDocument = await buildOpenApiDocument([
    (app) => commandRoutes(app, { store, tokens, logger }),
    (app) => queryRoutes(app, deps),
  ]);
  const app = await buildQueryApi({ ...deps, openApiDocument, trustProxy: true });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: config.PORT, host: config.HOST });
  return async () => {
    await app.close();
    await store.close();
    await db.close();
  };
});

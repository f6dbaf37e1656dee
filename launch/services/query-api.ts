import { createTokenService } from '@league/infra/http';
import { buildQueryApi } from '@league/query-api';
import { accountSessions } from '@league/command-api';
import { createPhotoStorage } from '@league/infra/photos';
import { sqlSessions } from '@league/infra/sessions';
import { createCheckpointFeed, followCheckpoints } from '@league/projectors';
import { apiDeps } from '../api-deps';
import { openServerStores } from '../stores';
import { runService } from './run-service';

runService('query-api', async (config, logger) => {
  const { store, db } = await openServerStores(config);
  // the projector processes announce checkpoint moves: reads wait on them without polling SQL
  const feed = createCheckpointFeed();
  const unfollow = await followCheckpoints(db, feed);
  const deps = await apiDeps({
    store,
    db,
    tokens: createTokenService(config.LEAGUE_JWT_SECRET!, {
      sessions: accountSessions(store),
      signIns: sqlSessions(db),
    }),
    logger,
    photos: createPhotoStorage({ dataDir: config.LEAGUE_DATA_DIR, bucketUrl: config.PHOTO_BUCKET_URL }),
    feed,
    publicUrl: config.LEAGUE_PUBLIC_URL,
    timeZone: config.LEAGUE_TIMEZONE,
  });
  // the proxy sends every GET here, so this side serves the OpenAPI document of the whole /api
  // LEAGUE_TRUST_PROXY=1 behind the one nginx: the live streams' cap counts clients, not the proxy
  const app = await buildQueryApi({ ...deps.query, trustProxy: config.LEAGUE_TRUST_PROXY });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: config.PORT, host: config.HOST });
  return async () => {
    await app.close();
    await unfollow();
    await store.close();
    await db.close();
  };
});

import { createTokenService, sqlLimits } from '@league/infra/http';
import { accountSessions, buildCommandApi, ensureAdmin } from '@league/command-api';
import { sqlPersonalData } from '@league/infra/personal-data';
import { sqlSessions } from '@league/infra/sessions';
import { createCheckpointFeed, followCheckpoints } from '@league/projectors';
import { commandReadModel, waitOnFeed } from '../api-deps';
import { erasureCompletion } from '../erasure';
import { coachAddresses } from '@league/infra/mail';
import { createPhotoStorage } from '@league/infra/photos';
import { openServerStores } from '../stores';
import { runService } from './run-service';

runService('command-api', async (config, logger) => {
  const { store, db } = await openServerStores(config);
  const feed = createCheckpointFeed();
  const unfollow = await followCheckpoints(db, feed);
  // the signed-in sessions, in the read-model database: every replica and the query API check them
  const sessions = sqlSessions(db);
  if (config.LEAGUE_ADMIN_EMAIL && config.LEAGUE_ADMIN_PASSWORD) {
    await ensureAdmin(
      store,
      {
        email: config.LEAGUE_ADMIN_EMAIL,
        password: config.LEAGUE_ADMIN_PASSWORD,
        name: config.LEAGUE_ADMIN_NAME,
      },
      { personalData: sqlPersonalData(db), sessions },
    );
  }
  const app = await buildCommandApi({
    store,
    tokens: createTokenService(config.LEAGUE_JWT_SECRET!, {
      sessions: accountSessions(store),
      signIns: sessions,
    }),
    // the mailed links (invitations, password resets, address confirmations) lead to LEAGUE_PUBLIC_URL
    accounts: { sessions, publicUrl: config.LEAGUE_PUBLIC_URL },
    logger,
    // today on the league's calendar: a result for a later game asks for a confirmation
    timeZone: config.LEAGUE_TIMEZONE,
    // league play's cross-aggregate rules read the command_lookups projection (read-your-writes)
    readModel: commandReadModel(db, store, feed),
    // an erasure completes once the projections took it in (the notifier's outbox: docs/personal-data.md)
    erasure: erasureCompletion({ db, waitForPosition: waitOnFeed(store, feed), logger }),
    // LEAGUE_TRUST_PROXY=1 behind the one nginx (docker-compose.yml): the client's address is the one it
    // saw (X-Forwarded-For $remote_addr), so limits count clients, and no client names its own address
    trustProxy: config.LEAGUE_TRUST_PROXY,
    // logins, sign-ups and reset requests per client address and minute
    authRateLimit: { max: config.LEAGUE_ACCOUNT_CALLS_PER_MINUTE, timeWindowMs: 60_000 },
    // every replica counts each client's attempts and each account's failed logins together
    limits: sqlLimits(db),
    // photos: a volume shared with the query API, which serves them (docker-compose.yml)
    content: {
      photos: createPhotoStorage({ dataDir: config.LEAGUE_DATA_DIR, bucketUrl: config.PHOTO_BUCKET_URL }),
      coachAddresses: () => coachAddresses(db),
    },
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: config.PORT, host: config.HOST });
  return async () => {
    await app.close();
    await unfollow();
    await store.close();
    await db.close();
  };
});

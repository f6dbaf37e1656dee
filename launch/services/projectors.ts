import { allProjections, createProjectionRunner } from '@league/projectors';
import { openServerStores } from '../stores';
import { runService } from './run-service';

/** Any number of these may run: per projection one holds the advisory lock and applies, the rest stand by. */
runService('projectors', async (config, logger) => {
  const { store, db } = await openServerStores(config);
  const runner = createProjectionRunner({
    store,
    db,
    projections: allProjections,
    mode: 'distributed',
    logger,
  });
  await runner.start();
  return async () => {
    await runner.stop();
    await store.close();
    await db.close();
  };
});

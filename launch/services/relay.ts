import { openServerStores } from '../stores';
import { startRelayIfConfigured } from '../relay';
import { runService } from './run-service';

runService('relay', async (config, logger) => {
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is required by the relay service');
  const { store, db } = await openServerStores(config);
  const relay = await startRelayIfConfigured(config, { store, db, logger, mode: 'distributed' });
  return async () => {
    await relay?.stop();
    await store.close();
    await db.close();
  };
});

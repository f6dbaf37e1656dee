import { containerEngineAvailable } from '@league/infra/testing';
import { runEventStoreConformance } from './conformance';
import { createEsdbEventStore } from './esdb';

/** Any EventStoreDB ≥ 22 or KurrentDB image; KurrentDB still reads the EVENTSTORE_ settings. */
const IMAGE = process.env.ESDB_IMAGE ?? 'eventstore/eventstore:24.10';
const HTTP_PORT = 2113;

// decided before any test is collected, so without an engine the suite is reported skipped at once
const engine = await containerEngineAvailable();

async function untilServing(connectionString: string, timeoutMs: number): Promise<void> {
  // the HTTP health check can answer before the node is leader and takes writes
  const deadline = Date.now() + timeoutMs;
  const probe = createEsdbEventStore(connectionString);
  try {
    for (;;) {
      try {
        await probe.headPosition();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await probe.close();
  }
}

runEventStoreConformance(
  `EventStoreDB (${IMAGE})`,
  async () => {
    // imported only here: loading testcontainers costs time a skipped suite should not pay
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(HTTP_PORT)
      .withWaitStrategy(Wait.forHttp('/health/live', HTTP_PORT).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    const connectionString = `esdb://${container.getHost()}:${container.getMappedPort(HTTP_PORT)}?tls=false`;
    await untilServing(connectionString, 30_000);
    const store = createEsdbEventStore(connectionString);
    return {
      store,
      openAnother: async () => createEsdbEventStore(connectionString),
      async dispose() {
        await store.close();
        await container.stop();
      },
    };
  },
  { skip: !engine, setupTimeoutMs: 180_000 },
);

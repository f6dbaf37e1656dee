import { request } from 'node:http';
import { existsSync } from 'node:fs';

let cached: Promise<boolean> | undefined;

/**
 * Whether a container engine answers, decided in well under a second, so suites that need testcontainers
 * (EventStoreDB, Kafka) report themselves skipped instead of hanging where no engine runs.
 * Only a local socket is probed (DOCKER_HOST=unix://… or /var/run/docker.sock); a tcp DOCKER_HOST is trusted.
 */
export function containerEngineAvailable(): Promise<boolean> {
  cached ??= probe();
  return cached;
}

async function probe(): Promise<boolean> {
  const host = process.env.DOCKER_HOST;
  if (host?.startsWith('tcp://')) return true;
  const socketPath = host?.startsWith('unix://') ? host.slice('unix://'.length) : '/var/run/docker.sock';
  if (!existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', method: 'GET', timeout: 500 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

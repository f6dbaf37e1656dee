import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The kcat executable on PATH, or null: Debian's kcat ships librdkafka's mock cluster. */
export function kcatPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'kcat');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

export interface MockKafka {
  brokers: string[];
  stop(): Promise<void>;
}

const BOOTSTRAP = /Mock cluster \S+ bootstrap\.servers=(\S+)/;

/**
 * A Kafka-protocol broker for tests: librdkafka's mock cluster, started by kcat as a consumer that never
 * reads (kcat needs some -b, which the mock cluster replaces). The mock broker logs its address on stderr
 * (debug=mock); stderr keeps being drained afterwards so kcat never blocks on a full pipe.
 * Topics are created on first use (produce first); the admin API's createTopics is not supported there.
 * Null when kcat is not installed.
 */
export async function startMockKafka({ timeoutMs = 10_000 } = {}): Promise<MockKafka | null> {
  const kcat = kcatPath();
  if (!kcat) return null;
  const child = spawn(
    kcat,
    ['-b', '127.0.0.1:1', '-X', 'test.mock.num.brokers=1', '-X', 'debug=mock', '-C', '-t', 't'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const brokers = await new Promise<string[]>((resolve, reject) => {
    let seen = '';
    let found = false;
    const timer = setTimeout(
      () => fail(new Error(`kcat printed no mock broker address in ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('error', fail);
    const early = (code: number | null) =>
      fail(new Error(`kcat exited (${code}) before the mock broker started: ${seen.slice(-500)}`));
    child.once('exit', early);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (found) return; // from here on, only drained
      seen += chunk;
      const match = BOOTSTRAP.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        child.off('exit', early);
        found = true;
        resolve(match[1].split(','));
      } else if (seen.length > 100_000) {
        seen = seen.slice(-1_000);
      }
    });
  });

  return {
    brokers,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

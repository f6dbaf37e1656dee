import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs to stdout; LOG_LEVEL (info) sets the level, 'silent' in tests. */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['password', '*.password', 'signUpPassword', '*.signUpPassword', 'req.headers.authorization'],
      remove: true,
    },
  });
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  it('given an empty environment, when loaded, then the embedded defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      LEAGUE_DATA_DIR: './data',
      LEAGUE_DEMO: '1',
      LEAGUE_TIMEZONE: 'America/New_York',
      EVENT_STORE: 'pglite',
    });
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.LEAGUE_TRUST_PROXY).toBe(false);
    expect(config.LEAGUE_ADMIN_NAME).toBe('League admin');
    expect(config.LEAGUE_PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('given LEAGUE_ADMIN_NAME and LEAGUE_PUBLIC_URL, when loaded, then they name the owner and start the mailed links', () => {
    const config = loadConfig({
      LEAGUE_ADMIN_NAME: '  Dana Director ',
      LEAGUE_PUBLIC_URL: 'https://league.example.org/site//',
    });
    expect(config.LEAGUE_ADMIN_NAME).toBe('Dana Director');
    expect(config.LEAGUE_PUBLIC_URL).toBe('https://league.example.org/site');
    expect(loadConfig({ PORT: '8080' }).LEAGUE_PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ LEAGUE_ADMIN_NAME: ' ' }).LEAGUE_ADMIN_NAME).toBe('League admin');
    expect(() => loadConfig({ LEAGUE_PUBLIC_URL: 'ftp://league.example.org' })).toThrow(
      /^ {2}- LEAGUE_PUBLIC_URL: must be a web URL/m,
    );
    expect(() => loadConfig({ LEAGUE_PUBLIC_URL: 'https://league.example.org/?a=1' })).toThrow(
      /LEAGUE_PUBLIC_URL: must be the address of the site/,
    );
    expect(() => loadConfig({ LEAGUE_ADMIN_NAME: 'x'.repeat(101) })).toThrow(
      /LEAGUE_ADMIN_NAME: must be at most 100 characters/,
    );
  });

  it('given LEAGUE_TRUST_PROXY, when loaded, then it is a hop count or a list of proxies', () => {
    expect(loadConfig({ LEAGUE_TRUST_PROXY: '1' }).LEAGUE_TRUST_PROXY).toBe(1);
    expect(loadConfig({ LEAGUE_TRUST_PROXY: '' }).LEAGUE_TRUST_PROXY).toBe(false);
    expect(loadConfig({ LEAGUE_TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' }).LEAGUE_TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
    expect(() => loadConfig({ LEAGUE_TRUST_PROXY: 'true' })).toThrow(
      /^ {2}- LEAGUE_TRUST_PROXY: must be a hop count .*true is not an IP address/m,
    );
  });

  it('given LEAGUE_ACCOUNT_CALLS_PER_MINUTE, when loaded, then it is a whole number of calls, 10 without it', () => {
    expect(loadConfig({}).LEAGUE_ACCOUNT_CALLS_PER_MINUTE).toBe(10);
    expect(loadConfig({ LEAGUE_ACCOUNT_CALLS_PER_MINUTE: '120' }).LEAGUE_ACCOUNT_CALLS_PER_MINUTE).toBe(120);
    expect(() => loadConfig({ LEAGUE_ACCOUNT_CALLS_PER_MINUTE: '0' })).toThrow(
      /^ {2}- LEAGUE_ACCOUNT_CALLS_PER_MINUTE: must be at least 1/m,
    );
    expect(() => loadConfig({ LEAGUE_ACCOUNT_CALLS_PER_MINUTE: '2.5' })).toThrow(
      /LEAGUE_ACCOUNT_CALLS_PER_MINUTE: must be a whole number/,
    );
  });

  it('given broker and admin settings, when loaded, then they are parsed', () => {
    const config = loadConfig({
      KAFKA_BROKERS: 'k1:9092, k2:9093',
      LEAGUE_ADMIN_EMAIL: 'boss@league.test',
      LEAGUE_ADMIN_PASSWORD: 'Secret123',
      PORT: '8080',
    });
    expect(config.KAFKA_BROKERS).toEqual(['k1:9092', 'k2:9093']);
    expect(config.PORT).toBe(8080);
  });

  it('given several bad variables, when loaded, then each is named with its problem', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        LEAGUE_TIMEZONE: 'Mars/Olympus',
        EVENT_STORE: 'esdb',
        LEAGUE_ADMIN_EMAIL: 'x@y.zz',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^LEAGUE_TIMEZONE: must be an IANA time zone/m);
    expect(problems).toMatch(/^EVENTSTORE_URL: is required when EVENT_STORE=esdb/m);
    expect(problems).toMatch(/^DATABASE_URL: is required/m);
    expect(problems).toMatch(
      /^LEAGUE_ADMIN_PASSWORD: LEAGUE_ADMIN_EMAIL and LEAGUE_ADMIN_PASSWORD go together/m,
    );
  });

  it('given a malformed broker list or URL, when loaded, then it is rejected', () => {
    expect(() => loadConfig({ KAFKA_BROKERS: 'no-port' })).toThrow(/KAFKA_BROKERS: must be host:port/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be a SMTP URL/);
  });
});

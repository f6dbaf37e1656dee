import { describe, expect, it } from 'vitest';
import { clientNetwork, fastifyTrustProxy, parseTrustProxy } from './client-address';

describe('LEAGUE_TRUST_PROXY', () => {
  it('given nothing or 0, then no proxy is trusted', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('given a whole number, then it is a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(() => parseTrustProxy('11')).toThrow(/at most 10/);
  });

  it('given addresses and networks, then they are the list of proxies', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32, ::1')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      '::1',
    ]);
  });

  it('given anything else, then each bad entry is named', () => {
    expect(() => parseTrustProxy('true')).toThrow(/true is not an IP address/);
    expect(() => parseTrustProxy('10.0.0.0/33,nginx')).toThrow(
      /10\.0\.0\.0\/33 has no valid prefix length; nginx is not an IP address/,
    );
    expect(() => parseTrustProxy('10.0.0.1,')).toThrow(/is not an IP address/);
    expect(() => parseTrustProxy('::1/129')).toThrow(/no valid prefix length/);
    expect(() => parseTrustProxy('10.0.0.1/8/8')).toThrow(/is not an IP address/);
  });

  it('given a trust, then fastify is told exactly that much', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy([])).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const hops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

describe('the client an address stands for', () => {
  it('given an IPv4 address, in any writing, then that address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('given IPv6 addresses of one /64, in any writing, then one client', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientNetwork('2001:0DB8:85a3:08d3::1')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:8d3::1%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:8d4::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('given something that is no address, then it as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

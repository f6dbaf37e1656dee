import { isIP, isIPv4 } from 'node:net';

/**
 * Which proxies in front of the site may name the client's address in X-Forwarded-For: a number of hops
 * (1: the one proxy in front), a list of the proxies' addresses and networks (CIDR), or false: none,
 * the socket's peer is the client. Trusting every hop is not offered: a client could then pick its own
 * address and escape every limit counted per address.
 */
export type TrustProxy = number | readonly string[] | false;

/** The fastify `trustProxy` option of a TrustProxy. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') {
    // proxy-addr numbers the hops from the socket (0) outwards: trust the first `trust` of them
    return trust < 1 ? false : (_address, hop) => hop < trust;
  }
  return trust.length === 0 ? false : [...trust];
}

/** Why `entry` is not an address or a network (CIDR), or null when it is one. */
function addressProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `${entry} is not an IP address or a network such as 10.0.0.0/8`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128) ? null : `${entry} has no valid prefix length`;
}

/**
 * LEAGUE_TRUST_PROXY as configured: empty or 0 is off, a whole number a hop count, anything else a
 * comma-separated list of addresses and networks. Throws with the reason when it is none of these.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('a hop count is at most 10');
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const problems = entries.map(addressProblem).filter((problem) => problem !== null);
  if (problems.length > 0)
    throw new Error(
      `must be a hop count (such as 1) or proxies' addresses and networks: ${problems.join('; ')}`,
    );
  return entries;
}

/** The eight groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase(); // no zone index
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    // an IPv4 address in the last 32 bits (::ffff:192.0.2.1) as two groups
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * The client an address stands for, for limits counted per client: an IPv4 address as it is (also when
 * written IPv4-mapped, ::ffff:192.0.2.1), an IPv6 address as its /64 network, since one host commonly
 * holds a whole /64 and picks new addresses in it at will.
 */
export function clientNetwork(address: string): string {
  if (isIPv4(address)) return address;
  if (isIP(address.split('%')[0]!) !== 6) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff';
  if (mapped) {
    const [high, low] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

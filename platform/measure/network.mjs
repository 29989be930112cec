// @ts-check
// The network an address belongs to, which is what one sender can hardly change: an IPv4
// address's /24, an IPv6 address's /64 (what one subscriber or one server is given; the
// addresses inside it are free to rotate). An IPv4 address written as IPv6
// ('::ffff:192.0.2.7', as a dual-stack socket names it) is the IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, its '::' filled in and an IPv4 tail as two. @param {string} address */
function groupsOf(address) {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/u.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    const high = ((a ?? 0) << 8) | (b ?? 0);
    const low = ((c ?? 0) << 8) | (d ?? 0);
    text = `${text.slice(0, tail.index)}${high.toString(16)}:${low.toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The address as IPv4 when it is one (also written as IPv6), else its IPv6 groups, else
 * null for what is no address. @param {string} address
 */
function parsed(address) {
  const bare = address.trim().toLowerCase().split('%')[0] ?? '';
  if (isIPv4(bare)) return { v4: bare };
  if (!isIPv6(bare)) return null;
  const groups = groupsOf(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return { v4: [high >> 8, high & 255, low >> 8, low & 255].join('.') };
  }
  return { v6: groups };
}

/** '192.0.2.0/24', '2001:db8:1:2::/64'; what is no address stays as it is. @param {string} address */
export function networkOf(address) {
  const ip = parsed(address);
  if (!ip) return address;
  if (ip.v4) return `${ip.v4.split('.').slice(0, 3).join('.')}.0/24`;
  return `${(ip.v6 ?? [])
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Who the flood limit counts as one sender: an IPv4 address itself (behind one, a
 * carrier's shared address or an office, are many people, and a /24 would be thousands),
 * an IPv6 address's /64 (one subscriber's, rotated at will). @param {string} address
 */
export function floodKeyOf(address) {
  const ip = parsed(address);
  if (!ip) return address;
  return ip.v4 ?? networkOf(address);
}

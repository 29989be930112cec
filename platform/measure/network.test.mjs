// @ts-check
import { describe, expect, it } from 'vitest';
import { floodKeyOf, networkOf } from './network.mjs';
import { networkHasher } from './network-hash.mjs';

describe("A sender's network", () => {
  it('is an IPv4 address’s /24 and an IPv6 address’s /64, however it is written', () => {
    const networks = {
      '198.51.100.7': '198.51.100.0/24',
      '198.51.100.250': '198.51.100.0/24',
      '2001:db8:1:2::7': '2001:db8:1:2::/64',
      '2001:0DB8:0001:0002:ffff:1:2:3': '2001:db8:1:2::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      'fe80::1%eth0': 'fe80:0:0:0::/64',
    };
    for (const [address, network] of Object.entries(networks)) {
      expect(networkOf(address), address).toBe(network);
    }
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:c633:6407')).toBe('198.51.100.0/24');
    expect(floodKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys the flood limit by an IPv4 address, and by an IPv6 address’s /64', () => {
    expect(floodKeyOf('198.51.100.7')).not.toBe(floodKeyOf('198.51.100.8'));
    expect(floodKeyOf('2001:db8:1:2::7')).toBe(floodKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(floodKeyOf('2001:db8:1:2::7')).not.toBe(floodKeyOf('2001:db8:1:3::7'));
  });

  it('leaves what is no address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(floodKeyOf('')).toBe('');
  });
});

describe("A network's hash", () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('is one for a network all day, another for another network, and names no address', () => {
    const hash = networkHasher(() => 10 * DAY + 5);
    expect(hash('198.51.100.7')).toBe(hash('198.51.100.200'));
    expect(hash('198.51.100.7')).toBe(hash('::ffff:198.51.100.9'));
    expect(hash('2001:db8:1:2::7')).toBe(hash('2001:db8:1:2::8'));
    expect(hash('198.51.100.7')).not.toBe(hash('198.51.101.7'));
    expect(hash('2001:db8:1:2::7')).not.toBe(hash('2001:db8:1:3::7'));
    expect(hash('198.51.100.7')).toMatch(/^[\w-]{6}\.[\w-]{16}$/u);
    expect(hash('198.51.100.7')).not.toContain('198.51.100');
  });

  it("changes at midnight UTC: yesterday's hash does not follow a network into today", () => {
    let now = 10 * DAY + 1000;
    const hash = networkHasher(() => now);
    const today = hash('198.51.100.7');
    now += DAY / 2;
    expect(hash('198.51.100.7')).toBe(today);
    now = 11 * DAY;
    expect(hash('198.51.100.7')).not.toBe(today);
  });

  it('is salted by each collector itself: two give the same network two hashes', () => {
    expect(networkHasher()('198.51.100.7')).not.toBe(networkHasher()('198.51.100.7'));
  });
});

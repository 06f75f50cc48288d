import { describe, expect, it } from 'vitest';
import { socialNetworks } from './social-networks.ts';

describe('socialNetworks', () => {
  it('lists the six networks with unique keys and https links', () => {
    expect(socialNetworks.map((n) => n.key)).toEqual(['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x']);
    expect(socialNetworks.map((n) => n.order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const network of socialNetworks) {
      for (const link of [network.url, ...Object.values(network.linksByCountry)]) {
        expect(new URL(link).protocol).toBe('https:');
      }
    }
    expect(socialNetworks.some((n) => n.linksByCountry.FR)).toBe(true);
  });
});

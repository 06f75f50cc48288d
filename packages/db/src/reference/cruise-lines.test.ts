import { describe, expect, it } from 'vitest';
import { cruiseLines, cruiseShipKey } from './cruise-lines.ts';

describe('cruiseLines', () => {
  it('holds the major lines (at least 10) and their ships (at least 80), each key and name once', () => {
    expect(cruiseLines.length).toBeGreaterThanOrEqual(10);
    const ships = cruiseLines.flatMap((line) => line.ships.map((ship) => cruiseShipKey(line.key, ship)));
    expect(ships.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ships).size).toBe(ships.length);
    expect(new Set(cruiseLines.map((line) => line.key)).size).toBe(cruiseLines.length);
    expect(new Set(cruiseLines.map((line) => line.name.toLowerCase())).size).toBe(cruiseLines.length);
    for (const line of cruiseLines) {
      expect(line.ships.length, line.name).toBeGreaterThan(0);
      expect(new Set(line.ships.map((ship) => ship.toLowerCase())).size, line.name).toBe(line.ships.length);
    }
  });

  it('keys a ship by its line and its name', () => {
    expect(cruiseShipKey('cunard', 'Queen Mary 2')).toBe('cunard/queen-mary-2');
  });
});

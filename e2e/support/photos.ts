import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Three photos told apart by their colour, as a camera, a screenshot and a web page give them. */
export async function photoFiles(): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'cicerone-photos-'));
  const make = (r: number, g: number, b: number) => sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r, g, b } } });
  const files: [string, Buffer][] = [
    ['harbour.jpg', await make(200, 40, 40).jpeg().toBuffer()],
    ['market.png', await make(40, 160, 60).png().toBuffer()],
    ['bridge.webp', await make(40, 60, 200).webp().toBuffer()],
  ];
  return files.map(([name, bytes]) => {
    writeFileSync(join(folder, name), bytes);
    return join(folder, name);
  });
}

import type { Random } from '../random.ts';

/** Coordinates are rounded to whole pixels: the files stay small and the output stable. */
export const r = (n: number) => Math.round(n);

/** A smooth ridge line across the picture, closed down to the bottom edge: hills at any depth. */
export function ridge(random: Random, baseY: number, amplitude: number, points: number, fill: string): string {
  const step = 1200 / (points - 1);
  const ys = Array.from({ length: points }, () => baseY + (random.next() - 0.5) * 2 * amplitude);
  let d = `M0 800V${r(ys[0]!)}`;
  for (let i = 1; i < points; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    d += `C${r(x0 + step / 2)} ${r(ys[i - 1]!)} ${r(x1 - step / 2)} ${r(ys[i]!)} ${r(x1)} ${r(ys[i]!)}`;
  }
  return `<path d="${d}V800Z" fill="${fill}"/>`;
}

/** A row of buildings: flat roofs, some domes, some spires, lit windows at night. */
export function skyline(random: Random, baseY: number, maxHeight: number, fill: string, windows?: string): string {
  let x = -20;
  let out = '';
  let lights = '';
  while (x < 1200) {
    const w = random.int(50, 120);
    const h = random.int(maxHeight * 0.35, maxHeight);
    const top = baseY - h;
    out += `<rect x="${x}" y="${top}" width="${w}" height="${h + 2}"/>`;
    const roof = random.next();
    if (roof < 0.15) out += `<path d="M${x} ${top}a${r(w / 2)} ${r(w / 2)} 0 0 1 ${w} 0z"/>`;
    else if (roof < 0.27) out += `<path d="M${x + r(w * 0.3)} ${top}L${x + r(w / 2)} ${top - r(h * 0.35)}L${x + r(w * 0.7)} ${top}z"/>`;
    if (windows && random.chance(0.6)) {
      for (let k = 0; k < 3; k++) lights += `<rect x="${x + random.int(8, w - 18)}" y="${top + random.int(12, h - 20)}" width="8" height="10"/>`;
    }
    x += w + random.int(-6, 10);
  }
  return `<g fill="${fill}">${out}</g>${windows && lights ? `<g fill="${windows}" opacity=".8">${lights}</g>` : ''}`;
}

/** A soft cloud made of overlapping ellipses. */
export function cloud(x: number, y: number, size: number, fill: string, opacity: number): string {
  const s = size;
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.38)}"/><ellipse cx="${r(x - s * 0.35)}" cy="${r(y - s * 0.18)}" rx="${r(s * 0.42)}" ry="${r(s * 0.33)}"/><ellipse cx="${r(x + s * 0.22)}" cy="${r(y - s * 0.3)}" rx="${r(s * 0.5)}" ry="${r(s * 0.4)}"/></g>`;
}

/** A person seen from afar: head and a rounded body, `h` tall, standing at (x, y). */
export function person(x: number, y: number, h: number, body: string, skin: string): string {
  const w = h * 0.34;
  return `<path d="M${r(x - w / 2)} ${r(y)}V${r(y - h * 0.55)}q0 ${-r(h * 0.2)} ${r(w / 2)} ${-r(h * 0.2)}q${r(w / 2)} 0 ${r(w / 2)} ${r(h * 0.2)}V${r(y)}z" fill="${body}"/><circle cx="${r(x)}" cy="${r(y - h * 0.86)}" r="${r(h * 0.13)}" fill="${skin}"/>`;
}

/** A conifer: three stacked triangles on a trunk. */
export function pine(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.42;
  let d = '';
  for (let k = 0; k < 3; k++) {
    const top = y - h + k * h * 0.22;
    d += `M${r(x)} ${r(top)}L${r(x + w / 2 + k * 6)} ${r(top + h * 0.42)}H${r(x - w / 2 - k * 6)}z`;
  }
  return `<path d="${d}" fill="${fill}"/><rect x="${r(x - 4)}" y="${r(y - h * 0.12)}" width="8" height="${r(h * 0.12)}" fill="${fill}"/>`;
}

/** A round deciduous tree. */
export function tree(x: number, y: number, h: number, fill: string, trunk: string): string {
  return `<rect x="${r(x - h * 0.03)}" y="${r(y - h * 0.45)}" width="${r(h * 0.06)}" height="${r(h * 0.45)}" fill="${trunk}"/><circle cx="${r(x)}" cy="${r(y - h * 0.62)}" r="${r(h * 0.3)}" fill="${fill}"/><circle cx="${r(x - h * 0.18)}" cy="${r(y - h * 0.5)}" r="${r(h * 0.2)}" fill="${fill}"/><circle cx="${r(x + h * 0.18)}" cy="${r(y - h * 0.52)}" r="${r(h * 0.22)}" fill="${fill}"/>`;
}

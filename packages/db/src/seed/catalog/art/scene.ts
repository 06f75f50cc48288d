import type { TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import { randomStream, type Random } from '../random.ts';
import { bike, car, food, group, landmark, mountains, museum, streetArt } from './motifs.ts';
import { palettes, type Palette } from './palettes.ts';
import { cloud, ridge, skyline } from './shapes.ts';

/** The sky: gradient, sun or moon with a glow, stars at night, a few clouds by day. */
function sky(random: Random, p: Palette): string {
  const sx = random.int(150, 1050);
  const sy = random.int(110, 260);
  const stars = p.night ? Array.from({ length: 40 }, () => `<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 420)}" r="${random.int(1, 3)}"/>`).join('') : '';
  const clouds = p.night ? '' : Array.from({ length: random.int(2, 4) }, () => cloud(random.int(80, 1120), random.int(90, 330), random.int(70, 130), '#ffffff', 0.7)).join('');
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity=".7"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#sky)"/>${stars ? `<g fill="#fff" opacity=".8">${stars}</g>` : ''}` +
    `<circle cx="${sx}" cy="${sy}" r="190" fill="url(#glow)"/><circle cx="${sx}" cy="${sy}" r="${p.night ? 46 : 62}" fill="${p.sun}"/>${clouds}`
  );
}

/** Land behind the motif: hazy hills in the country, a skyline in town. */
function backdrop(random: Random, p: Palette, category: TourCategorySlug): string {
  switch (category) {
    case 'excursion':
      return ridge(random, 470, 50, 5, p.far);
    case 'bike-tour':
    case 'private-car-tour':
      return ridge(random, 500, 45, 5, p.far) + ridge(random, 580, 40, 6, p.mid);
    case 'food-tour':
    case 'street-art-tour':
      return skyline(random, 420, 220, p.far, p.night ? p.light : undefined);
    case 'museum':
      // The museum draws its own street behind it.
      return '';
    case 'private-tour':
      // Low and hazy, so the landmark in front stands out.
      return skyline(random, 600, 260, p.far, p.night ? p.light : undefined);
    default:
      return skyline(random, 560, 300, p.far, p.night ? p.light : undefined) + skyline(random, 640, 180, p.mid, p.night ? p.light : undefined);
  }
}

function motif(random: Random, p: Palette, category: TourCategorySlug, variant: number): string {
  switch (category) {
    case 'private-tour':
      return landmark(random, p, variant);
    case 'group-tour':
      return group(random, p);
    case 'street-art-tour':
      return streetArt(random, p);
    case 'bike-tour':
      return bike(random, p);
    case 'food-tour':
      return food(random, p, variant);
    case 'excursion':
      return mountains(random, p);
    case 'private-car-tour':
      return car(random, p);
    case 'museum':
      return museum(random, p);
  }
}

/**
 * One flat illustration for a category (variant 1–8): the variant picks the time of day, the
 * seeded random stream the layout, so the same call always draws the same picture.
 */
export function galleryImage(category: TourCategorySlug, variant: number): string {
  const random = randomStream('gallery', category, variant);
  const p = palettes[(variant - 1) % palettes.length]!;
  const body = sky(random, p) + backdrop(random, p, category) + motif(random, p, category, variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">${body}</svg>\n`;
}

import { describe, expect, it } from 'vitest';
import config from './vite.config.ts';

// What Vite asks for home's lower sections: the chunk, then every chunk it imports.
const homeSections = 'assets/home-sections-BO5j2Z3v.js';
const itsImports = ['assets/rolldown-runtime-XKyaHtl9.js', 'assets/shell-BLWGH3v9.js', 'assets/tour-card-B1I9vxwD.js', 'assets/catalog-cards-BYhnxIyI.js', 'assets/price-8-jvwk8Y.js'];

function preloadsOf(file: string, dependencies: string[]): string[] {
  const modulePreload = config.build?.modulePreload;
  if (typeof modulePreload !== 'object' || !modulePreload.resolveDependencies) return dependencies;
  return modulePreload.resolveDependencies(file, dependencies, { hostId: 'assets/home-C8rnbo1R.js', hostType: 'js' });
}

describe('lazy imports’ preload lists', () => {
  it('leave out the runtime and the shell, which every page has loaded, and keep the rest so they load together', () => {
    expect(preloadsOf(homeSections, [homeSections, ...itsImports])).toEqual([
      homeSections,
      'assets/tour-card-B1I9vxwD.js',
      'assets/catalog-cards-BYhnxIyI.js',
      'assets/price-8-jvwk8Y.js',
    ]);
  });

  it('are dropped when only the imported file is left, which import() fetches anyway', () => {
    expect(preloadsOf('assets/notices-CrOltAU5.js', ['assets/notices-CrOltAU5.js', 'assets/rolldown-runtime-XKyaHtl9.js', 'assets/shell-BLWGH3v9.js'])).toEqual([]);
  });
});

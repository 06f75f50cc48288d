// V8's explicit compile hint (Chrome 136 and later) at the top of every file of 10 kB and more that
// the browser's build writes. Without it V8 only pre-parses a function and compiles it on the main
// thread when it is first called, which is during hydration for nearly all of React DOM, React Router and the pages'
// code: those compiles made the long tasks Lighthouse counts as blocking (requirements §quality.performance). With
// it, the whole file is compiled while it streams in, on a background thread. Every file here is
// code a page runs as soon as it loads it: the split already keeps what a page does not use out of
// its files (panels and widgets load on first use, and are then run at once too).
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller files go without: their main-thread compile is well under a millisecond, and the hint
 * would cost each of them bytes in a first load that has none to spare (home's).
 */
export const hintedFromBytes = 10_000;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      // After Vite's own additions to the top of a chunk (its preload list): the hint must come first.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.length < hintedFromBytes || file.code.startsWith(compileHint)) continue;
          file.code = compileHint + file.code;
          // The hint is one more line above the code.
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
  };
}

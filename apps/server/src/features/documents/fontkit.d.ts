// fontkit (pdfkit's own font engine, the version pdfkit depends on) ships no types: the one call used here.
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes font bytes (it has `layout`). */
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

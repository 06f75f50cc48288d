/** Colours of one time of day: a sky gradient, the sun (or moon), three depths of land and accents for the motif. */
export interface Palette {
  sky: readonly [top: string, middle: string, horizon: string];
  sun: string;
  night: boolean;
  /** Far, middle and near layers of land or skyline: lighter (hazier) far away. */
  far: string;
  mid: string;
  near: string;
  ground: string;
  /** Ink for outlines and dark details. */
  ink: string;
  /** Bright colours for clothes, graffiti, bikes and cars. */
  accents: readonly [string, string, string, string];
  light: string;
}

/** Eight moods, one per illustration variant, so a tour's gallery never repeats a sky. */
export const palettes: readonly Palette[] = [
  // Clear morning
  { sky: ['#7fb8f0', '#bfe0fb', '#f4f9ff'], sun: '#ffd166', night: false, far: '#a9c7dd', mid: '#82b08f', near: '#5e9470', ground: '#4d805d', ink: '#24323f', accents: ['#e76f51', '#2a9d8f', '#f4a261', '#3d5a80'], light: '#fffdf6' },
  // Golden hour
  { sky: ['#f7a35c', '#ffd39a', '#fff1d6'], sun: '#fff4c7', night: false, far: '#e7b08a', mid: '#c98b63', near: '#9f6a4c', ground: '#80533c', ink: '#3b2418', accents: ['#2b6777', '#c0392b', '#f1c40f', '#1f4e5f'], light: '#fff8ec' },
  // Sunset
  { sky: ['#5b4b8a', '#d66d9a', '#ffc6a5'], sun: '#ffe7b8', night: false, far: '#9a6c98', mid: '#71507a', near: '#4f385c', ground: '#3d2b48', ink: '#21162a', accents: ['#ffb4a2', '#ffd166', '#06d6a0', '#f28482'], light: '#fff1e8' },
  // Blue hour over the water
  { sky: ['#123e5a', '#2f7f93', '#f3bd86'], sun: '#ffd9a0', night: false, far: '#3d6f80', mid: '#2c5766', near: '#1e4250', ground: '#17343f', ink: '#0c1e26', accents: ['#f4a259', '#e05a47', '#f7e08a', '#8fd3c8'], light: '#fdf3e3' },
  // Night with a moon
  { sky: ['#0b1a36', '#1d3766', '#3f5f9c'], sun: '#f6f1d9', night: true, far: '#24386a', mid: '#1b2b52', near: '#131f3d', ground: '#0e172e', ink: '#070c18', accents: ['#ffcf56', '#ff7b7b', '#7bdff2', '#b2f7ef'], light: '#ffe8a3' },
  // Spring pastel
  { sky: ['#b9e6fb', '#e9ddfb', '#fff8fb'], sun: '#ffc4d6', night: false, far: '#bcd9cc', mid: '#96c8a8', near: '#6fae86', ground: '#5c9a73', ink: '#2f3a3a', accents: ['#ff8fab', '#6c8ef5', '#ffd670', '#4cc9a6'], light: '#ffffff' },
  // Bright noon, warm land
  { sky: ['#4fa6e0', '#a9d9f3', '#fdf0d5'], sun: '#fff3a6', night: false, far: '#e6c29c', mid: '#d6a06f', near: '#bf7d4b', ground: '#a8683b', ink: '#3e2616', accents: ['#0077b6', '#e63946', '#2a9d8f', '#ffb703'], light: '#fffaf0' },
  // Autumn afternoon
  { sky: ['#94c3d6', '#f2d7ad', '#f8ebd3'], sun: '#ffb347', night: false, far: '#c9946a', mid: '#a96b43', near: '#824c2e', ground: '#6a3d25', ink: '#2e1a10', accents: ['#2d6a4f', '#d62828', '#f77f00', '#264653'], light: '#fff6e6' },
];

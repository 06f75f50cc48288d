/** The visitor's explicit choice; without it the operating system's preference applies (pure CSS, so no flash). */
export type ThemeChoice = 'light' | 'dark';
export const themeCookie = 'theme';

export function parseTheme(value: string | null | undefined): ThemeChoice | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The visitor's explicit choice; without it the operating system's preference applies (pure CSS, so no flash). */
export type ThemeChoice = 'light' | 'dark';
export const themeCookie = 'theme';

export function parseTheme(value: string | null | undefined): ThemeChoice | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** Which theme shows now, for the toggle's label: the choice, else what the system prefers. */
export function effectiveTheme(choice: ThemeChoice | undefined): ThemeChoice {
  if (choice) return choice;
  if (typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}

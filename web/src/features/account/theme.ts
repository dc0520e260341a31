// Light/dark colour mode without a provider: Chakra v3's `_dark` condition matches `.dark &`, so the
// `dark` class on <html> (plus `color-scheme` for form controls and scrollbars) switches the whole app.
// No React here: web/src/main.tsx can call applyStoredTheme() before the first render.

export const THEME_STORAGE_KEY = 'medassist-theme';
export type ThemeMode = 'light' | 'dark';

/** The theme chosen in Settings on this browser; light when none was chosen (or storage is blocked). */
export function readStoredTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Applies a theme to the document. */
export function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Applies and remembers a theme on this browser. */
export function storeTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  applyTheme(mode);
}

/** Call once at start-up so the stored theme applies on every page. */
export function applyStoredTheme(): void {
  applyTheme(readStoredTheme());
}

import { useSyncExternalStore } from 'react';

/** Spec §2/§9: below 768 px the side menu becomes a slide-in drawer. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

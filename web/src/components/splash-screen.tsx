import { useEffect } from 'react';

/** Spec §2/§9: shown for 2 s at start. */
export const SPLASH_MS = 2000;

/** When the splash first painted: the first contentful paint (the splash is the page's first content), else now. */
function splashShownAt(): number {
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return paint?.startTime ?? performance.now();
}

/**
 * The splash: full-screen logo, name, tagline and loading bar (spec §2). It is drawn by index.html
 * (#splash), so it appears at the first paint instead of after the app's JS has loaded; this
 * component takes it away 2 s after it first painted (or at once, if the app took longer to
 * load), then reports finished.
 */
export function SplashScreen({ onFinished }: { onFinished?: () => void }) {
  useEffect(() => {
    const remaining = Math.max(0, SPLASH_MS - (performance.now() - splashShownAt()));
    const timer = setTimeout(() => {
      document.getElementById('splash')?.remove();
      onFinished?.();
    }, remaining);
    return () => clearTimeout(timer);
  }, [onFinished]);
  return null;
}

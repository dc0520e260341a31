import { i18nReady } from '../i18n';
import { loadLateTheme } from './theme';

/** What every lazy page waits for (alongside its own code): the theme's late recipes and the full
 *  i18n runtime (plurals, German, French), neither of which the first screen carries. */
export const beforeLazyPage = () => Promise.all([loadLateTheme(), i18nReady()]);

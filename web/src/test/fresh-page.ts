import { afterEach } from 'vitest';
import { activateLocale } from '../i18n';
import { unmountRendered } from './render-with-providers';

// Set-up of every web test file. The files of a worker share one happy-dom window and the modules
// they import (isolate: false in vitest.config.ts), so a hook registered when a shared module loads
// would run for the first file only: each file registers the clean-up here, and starts from an
// empty page, empty storage and English, as it did with a window of its own (a file that switched
// the language and did not switch back once left the next file in the pseudo-locale).
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
await activateLocale('en');
afterEach(unmountRendered);

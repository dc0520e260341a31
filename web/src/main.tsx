import './lib/zod-without-eval';
import { StrictMode } from 'react';
// Before the app: React DOM then sits before the app's code in the entry chunk, as when this file
// imported it directly, which gzips ~0.8 KB smaller (the first screen's budget, `npm run size`).
import { renderInSlices } from './lib/render-in-slices';
import { App } from './app/app';
import { prepareAppSystem } from './app/theme';
import { activateLocale, i18nReady, startupLocale } from './i18n';

// In slices: the splash drawn by index.html covers the start while the browser stays responsive.
function render() {
  renderInSlices(
    document.getElementById('root')!,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The app's Chakra system is made first, in a few short tasks (app/theme.ts). English renders then
// (the runtime follows in the background, before any lazy page); German or French wait for their
// catalogue too, so no page flashes in the wrong language.
const locale = startupLocale();
if (locale === 'en') {
  void prepareAppSystem().then(render, render);
  void i18nReady();
} else {
  void Promise.all([prepareAppSystem(), activateLocale(locale)]).then(render, render);
}

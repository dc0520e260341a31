import './lib/zod-without-eval';
import { StrictMode } from 'react';
// Before the app: React DOM then sits before the app's code in the entry chunk, as when this file
// imported it directly, which gzips ~0.8 KB smaller (the first screen's budget, `npm run size`).
import { renderInSlices } from './lib/render-in-slices';
import { App } from './app/app';
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

// English renders at once (the runtime follows in the background, before any lazy page); German or
// French wait for their catalogue, so no page flashes in the wrong language.
const locale = startupLocale();
if (locale === 'en') {
  render();
  void i18nReady();
} else {
  void activateLocale(locale).then(render, render);
}

import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, i18nReady, startupLocale } from './i18n';

function render() {
  createRoot(document.getElementById('root')!).render(
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

import { Fragment } from 'react';
import { SplashScreen } from '../components/splash-screen';
import { useLocale } from '../i18n';
import { applyStoredTheme } from '../features/account/theme';
import { InstallPrompt } from '../features/pwa/components/install-prompt';
import { ReloadOnUpdate } from '../features/pwa/components/reload-on-update';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { Providers } from './providers';
import { loginRoute } from './first-screen';
import { AppRouter, createRouteTable } from './router';
import { beforeLazyPage } from './before-lazy-page';
import { loadLateTheme } from './theme';

// Before the first render: the stored light/dark choice and the offline shell.
applyStoredTheme();
registerServiceWorker();
// The first screen (/login) is in the entry chunk; every other path loads the route table (routes.tsx) first.
const table = createRouteTable([loginRoute, { path: '*', lazy: async () => ({ Component: (await import('./routes')).AppRoutes }) }], beforeLazyPage);

/** The whole web app: providers, the 2-second splash over the loading app, and the routes. */
export function App() {
  // A change of language renders every page afresh in it (texts are translated while rendering);
  // the query cache and theme above stay.
  const locale = useLocale();
  return (
    <Providers>
      <Fragment key={locale}>
        <AppRouter table={table}>
          <ReloadOnUpdate />
        </AppRouter>
        <SplashScreen />
        <InstallPrompt prepare={loadLateTheme} />
      </Fragment>
    </Providers>
  );
}

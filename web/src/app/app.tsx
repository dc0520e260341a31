import { SplashScreen } from '../components/splash-screen';
import { applyStoredTheme } from '../features/account/theme';
import { InstallPrompt } from '../features/pwa/components/install-prompt';
import { ReloadOnUpdate } from '../features/pwa/components/reload-on-update';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { Providers } from './providers';
import { AppRouter, createRouteTable } from './router';
import { routes } from './routes';
import { loadLateTheme } from './theme';

// Before the first render: the stored light/dark choice and the offline shell.
applyStoredTheme();
registerServiceWorker();
const table = createRouteTable(routes, loadLateTheme);

/** The whole web app: providers, the 2-second splash over the loading app, and the routes. */
export function App() {
  return (
    <Providers>
      <AppRouter table={table}>
        <ReloadOnUpdate />
      </AppRouter>
      <SplashScreen />
      <InstallPrompt prepare={loadLateTheme} />
    </Providers>
  );
}

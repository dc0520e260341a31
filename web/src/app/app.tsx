import { createBrowserRouter, RouterProvider } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { applyStoredTheme } from '../features/account/theme';
import { InstallPrompt } from '../features/pwa/components/install-prompt';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { Providers } from './providers';
import { routes } from './routes';

// Before the first render: the stored light/dark choice and the offline shell.
applyStoredTheme();
registerServiceWorker();
const router = createBrowserRouter(routes);

/** The whole web app: providers, the 2-second splash over the loading app, and the routes. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <SplashScreen />
      <InstallPrompt />
    </Providers>
  );
}

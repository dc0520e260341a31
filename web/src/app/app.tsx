import { createBrowserRouter, RouterProvider } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { applyStoredTheme } from '../features/account/theme';
import { Providers } from './providers';
import { routes } from './routes';

// Before the first render: the light/dark choice stored on this browser.
applyStoredTheme();
const router = createBrowserRouter(routes);

/** The whole web app: providers, the 2-second splash over the loading app, and the routes. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <SplashScreen />
    </Providers>
  );
}

import { createBrowserRouter, RouterProvider } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { Providers } from './providers';
import { routes } from './routes';

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

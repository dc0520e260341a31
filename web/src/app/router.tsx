import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { t } from '../i18n';

// The route table's router. React Router's declarative mode (BrowserRouter + useRoutes) instead of
// its data router (createBrowserRouter): the app uses no loaders or actions, and the data router
// alone is ~20 KB gzip of the first screen's 150 KB budget (DESIGN.md §7). What the data router
// did for us is done here: routes load their code lazily, every lazy route matched by a URL starts
// loading at once (a layout and its page in parallel, not one after the other), and a page that
// fails to load shows an error with a way out.

/** One route of the table: as React Router's, with `lazy` loading the route's component. */
export interface AppRoute {
  path?: string;
  element?: ReactNode;
  /** Loads the component (its own chunk) the first time the route matches. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: AppRoute[];
}

/** A route's `lazy` for a module whose default export is the page. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

interface Preloadable {
  preload?: () => Promise<unknown>;
}

function toRouteObject(route: AppRoute, beforeLazy: () => Promise<unknown>): RouteObject {
  const children = route.children?.map((child) => toRouteObject(child, beforeLazy));
  if (!route.lazy) return { path: route.path, element: route.element, children };
  const load = route.lazy;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), beforeLazy()]).then(([m]) => ({ default: m.Component })));
  const Page = lazy(preload);
  const handle: Preloadable = { preload };
  return {
    path: route.path,
    handle,
    children,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  };
}

/**
 * The route objects for React Router. `beforeLazy` runs (in parallel with the route's own code)
 * before a lazy route first renders: the app loads the theme's late recipes with it. Call once per
 * table, at module level: the lazy components must outlive re-renders.
 */
export function createRouteTable(routes: AppRoute[], beforeLazy: () => Promise<unknown>): RouteObject[] {
  return routes.map((route) => toRouteObject(route, beforeLazy));
}

/**
 * Renders the route matching the location. Also used inside a route whose path is '*' for the
 * routes that load with that route's chunk (app.tsx, routes.tsx).
 */
export function RouteTable({ table }: { table: RouteObject[] }) {
  const location = useLocation();
  // Start every matched route's code now (idempotent), before React renders the outer layout.
  for (const match of matchRoutes(table, location) ?? []) void (match.route.handle as Preloadable | undefined)?.preload?.();
  return (
    <RouteErrorBoundary path={location.pathname}>
      {useRoutes(table, location)}
    </RouteErrorBoundary>
  );
}

/** The app's router over its route table (see createRouteTable); `children` render inside it, beside the page. */
export function AppRouter({ table, children }: { table: RouteObject[]; children?: ReactNode }) {
  return (
    <BrowserRouter>
      <RouteTable table={table} />
      {children}
    </BrowserRouter>
  );
}

/**
 * A page that throws while rendering or cannot load its code (e.g. offline, or after a deploy).
 * Going to another path clears the error (without remounting the layouts around the page).
 */
class RouteErrorBoundary extends Component<{ path: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { path: string }) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex minH="60dvh" align="center" justify="center" direction="column" gap="3" p="6" textAlign="center" role="alert">
        <Heading as="h1" size="lg">{t('This page could not be loaded')}</Heading>
        <Text color="fg.muted">{t('Check the connection, then reload.')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>{t('Reload')}</Button>
      </Flex>
    );
  }
}

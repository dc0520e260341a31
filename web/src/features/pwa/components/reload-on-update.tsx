import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isOutdated } from '../register-service-worker';

/**
 * After a new deploy took over (register-service-worker.ts), the next change of page is a full
 * load: the new code arrives between pages, never under a form the doctor is filling in.
 */
export function ReloadOnUpdate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname !== shown.current && isOutdated()) window.location.reload();
    shown.current = pathname;
  }, [pathname]);
  return null;
}

import { Outlet } from 'react-router';
import { FloatingReferenceButton } from './floating-reference-button';

/**
 * Pages that stand outside both layouts (the policies, /reset-password) still get the floating
 * reference button, as every page but sign-in and sign-up does (spec §2). A lazy route of its own,
 * so the panel's code never weighs on the first screen.
 */
export function WithReferenceButton() {
  return (
    <>
      <Outlet />
      <FloatingReferenceButton />
    </>
  );
}

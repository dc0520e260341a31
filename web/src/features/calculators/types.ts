import type { UnitPreferences } from '../../../../core/schemas/user';

/** What every calculator page gets from the app layer (features may not read the auth feature). */
export interface CalculatorPageProps {
  /** Someone is signed in: 'Save to patient note' is offered. */
  signedIn: boolean;
  /** The signed-in doctor's units (weight, height), or the defaults. */
  unitPreferences: UnitPreferences;
}

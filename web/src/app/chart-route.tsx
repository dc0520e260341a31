import { DEFAULT_UNIT_PREFERENCES } from '../../../core/schemas/user';
import { useCurrentUser } from '../features/auth/api';
import { prefillSearch } from '../features/calculators/prefill.utils';
import type { ChartCalculatorValues } from '../features/chart/chart.utils';
import type { CalculatorLink } from '../features/chart/components/chart-header';
import ChartPage from '../features/chart/routes/chart-page';
import { LaunchAppMenu } from '../features/app-authorization/components/launch-app-menu';
import { msg } from '../../../core/i18n/msg';
import { t } from '../i18n';

// The chart page (/patients/:id) composed here, where features may meet: it gets the doctor's
// units and name from the auth feature, and links to the calculators prefilled with the chart's
// latest values through the calculators' own URL format (features/calculators/prefill.utils.ts).

/** The calculators the chart opens, each with the chart values it takes (the patient id lets the result be saved back). */
const CHART_CALCULATORS: readonly { label: string; path: string; takes: readonly (keyof ChartCalculatorValues)[] }[] = [
  { label: msg('Creatinine clearance / eGFR'), path: '/calculators/creatinine', takes: ['ageYears', 'sex', 'weightKg', 'creatinineMgDl'] },
  { label: msg('ASCVD 10-year risk'), path: '/calculators/ascvd', takes: ['ageYears', 'sex', 'systolicBpMmHg', 'totalCholesterolMgDl', 'hdlCholesterolMgDl'] },
  { label: msg('BMI'), path: '/calculators/bmi', takes: ['ageYears', 'weightKg', 'heightCm'] },
  { label: msg('CHA2DS2-VASc'), path: '/calculators/chads2vasc', takes: ['ageYears', 'sex'] },
  { label: msg('Wells score for PE'), path: '/calculators/wells-pe', takes: [] },
  { label: msg('Glasgow Coma Scale'), path: '/calculators/gcs', takes: [] },
  { label: msg('PREVENT 10- and 30-year risk'), path: '/calculators/prevent', takes: ['ageYears', 'sex', 'totalCholesterolMgDl', 'hdlCholesterolMgDl', 'systolicBpMmHg', 'bmiKgM2', 'egfrMlMin173m2', 'creatinineMgDl', 'hba1cPercent'] },
  { label: msg('MELD'), path: '/calculators/meld', takes: ['ageYears', 'sex', 'creatinineMgDl', 'bilirubinMgDl', 'inr', 'sodiumMmolL', 'albuminGDl'] },
  // QT and the rate at the ECG are the ECG's own: only the sex comes from the chart.
  { label: msg('QTc'), path: '/calculators/qtc', takes: ['sex'] },
];

/** The chart's calculator links, each prefilled with only the values that calculator takes. */
export function chartCalculatorLinks(values: ChartCalculatorValues): CalculatorLink[] {
  return CHART_CALCULATORS.map((c) => {
    const picked: Record<string, unknown> = { patientId: values.patientId };
    for (const key of c.takes) if (values[key] !== undefined) picked[key] = values[key];
    return { label: t(c.label), href: `${c.path}${prefillSearch(picked)}` };
  });
}

/** /patients/:id (loaded lazily, routes.tsx). */
export default function ChartRoute() {
  const { data: user } = useCurrentUser();
  return <ChartPage unitPreferences={user?.unitPreferences ?? DEFAULT_UNIT_PREFERENCES} userName={user?.name ?? ''} calculatorLinks={chartCalculatorLinks} headerActions={(patientId) => <LaunchAppMenu patientId={patientId} />} />;
}

import { lazy, Suspense } from 'react';
import { useNewClinicRecoveryCode } from '../new-clinic-recovery-code';

// Loaded only when there is a code to show (once per new clinic): the dashboard's every other start
// neither evaluates nor mounts the dialog (issue 33: start-up script time is total blocking time).
const RecoveryCodeDialog = lazy(async () => ({ default: (await import('../../../components/recovery-code-dialog')).RecoveryCodeDialog }));

/** A just-registered clinic's recovery code, shown once (the dashboard renders it after sign-up). */
export function NewClinicRecoveryCodeDialog() {
  const [code, dismiss] = useNewClinicRecoveryCode();
  if (code === null) return null;
  return (
    <Suspense fallback={null}>
      <RecoveryCodeDialog code={code} onClose={dismiss} />
    </Suspense>
  );
}

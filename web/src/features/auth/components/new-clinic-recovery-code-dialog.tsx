import { RecoveryCodeDialog } from '../../../components/recovery-code-dialog';
import { useNewClinicRecoveryCode } from '../new-clinic-recovery-code';

/** A just-registered clinic's recovery code, shown once (the dashboard renders it after sign-up). */
export function NewClinicRecoveryCodeDialog() {
  const [code, dismiss] = useNewClinicRecoveryCode();
  return <RecoveryCodeDialog code={code} onClose={dismiss} />;
}

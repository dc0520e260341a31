import { Button, Text } from '@chakra-ui/react';
import type { Patient } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { notifyIfForbidden } from '../../../lib/forbidden';
import { notify } from '../../../lib/toaster';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { useDeletePatient } from '../api';

/** 'Confirm Patient Deletion' (spec §2, §8). */
export function DeletePatientDialog({ patient, onClose, onDeleted }: { patient: Patient | null; onClose: () => void; onDeleted: () => void }) {
  const del = useDeletePatient();
  const confirm = () => {
    if (!patient) return;
    del.mutate(patient.id, {
      onSuccess: () => {
        notify(t('Patient Deleted'), t('The patient has been removed from your records.'), 'success');
        onDeleted();
      },
      onError: (err) => {
        if (!notifyIfForbidden(err)) notify(t('Error'), t('Failed to delete the patient. Please try again.'), 'error');
      },
    });
  };
  return (
    <AppDialog open={patient !== null} onClose={onClose} title={t('Confirm Patient Deletion')} size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancel')}</Button>
          <Button colorPalette="red" onClick={confirm} loading={del.isPending} loadingText={t('Deleting...')}>{t('Delete')}</Button>
        </>
      }>
      <Text>
        {tRich('Remove {name} from your records? The record is hidden at once; the clinic owner can restore it.', { name: <strong>{patient?.fullName}</strong> })}
      </Text>
    </AppDialog>
  );
}

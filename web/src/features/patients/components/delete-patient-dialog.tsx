import { Button, Text } from '@chakra-ui/react';
import type { Patient } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { notify } from '../../../lib/toaster';
import { useDeletePatient } from '../api';

/** 'Confirm Patient Deletion' (spec §2, §8). */
export function DeletePatientDialog({ patient, onClose, onDeleted }: { patient: Patient | null; onClose: () => void; onDeleted: () => void }) {
  const del = useDeletePatient();
  const confirm = () => {
    if (!patient) return;
    del.mutate(patient.id, {
      onSuccess: () => {
        notify('Patient Deleted', 'The patient has been removed from your records.', 'success');
        onDeleted();
      },
      onError: () => notify('Error', 'Failed to delete the patient. Please try again.', 'error'),
    });
  };
  return (
    <AppDialog open={patient !== null} onClose={onClose} title="Confirm Patient Deletion" size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button colorPalette="red" onClick={confirm} loading={del.isPending} loadingText="Deleting...">Delete</Button>
        </>
      }>
      <Text>
        Remove <strong>{patient?.fullName}</strong> from your records? The record is hidden at once; the clinic owner can restore it.
      </Text>
    </AppDialog>
  );
}

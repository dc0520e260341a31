import { Stack } from '@chakra-ui/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { aiEhrPatientAtom, type AiEhrPatient } from '../atoms';
import { ChatPanel } from './chat-panel';
import { PatientContextPicker } from './patient-context-picker';

/**
 * The assistant opened from the SMART workspace with the EHR's patient of that launch as context
 * (the Worker reads the record from the EHR for each question: smartLaunchId). Its own store keeps
 * this conversation apart from the AI MedAssist page's, whose patient is one of the clinic's.
 */
export function EhrPatientAssistant({ patient }: { patient: AiEhrPatient }) {
  const [store] = useState(() => {
    const own = createStore();
    own.set(aiEhrPatientAtom, patient);
    return own;
  });
  return (
    <Provider store={store}>
      <Stack gap="3" data-testid="ehr-patient-assistant">
        <PatientContextPicker />
        <ChatPanel />
      </Stack>
    </Provider>
  );
}

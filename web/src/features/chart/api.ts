import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AllergyInput,
  AllergyUpdate,
  MedicationCreated,
  MedicationInput,
  MedicationSafetyAlert,
  MedicationUpdate,
  ObservationInput,
  ObservationUpdate,
  ProblemInput,
  ProblemUpdate,
} from '../../../../core/schemas/chart';
import type { Patient, PatientInput } from '../../../../core/schemas/patients';
import { isMessageDescriptor } from '../../../../core/i18n/message';
import type { WireMessage } from '../../../../core/i18n/wire-message';
import { api, ApiRequestError, unwrap } from '../../lib/api-client';
import { markChartData } from './render-timing';
import { clinicalNoteKeys, patientKeys } from '../../lib/query-keys';

/** A patient's whole chart in one request (GET /api/patients/:id/chart). */
export const chartQuery = (patientId: number) =>
  queryOptions({
    // Under the patients prefix: a patient edit elsewhere (which invalidates '/api/patients') refreshes the chart too.
    queryKey: patientKeys.chart(patientId),
    queryFn: async () => {
      const chart = await unwrap(api.patients[':id'].chart.$get({ param: { id: String(patientId) } }));
      markChartData();
      return chart;
    },
  });

/** Every item change refetches the chart, the patient lists (condition, allergy status) and the notes. */
function useInvalidateChart(patientId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: chartQuery(patientId).queryKey }),
      qc.invalidateQueries({ queryKey: patientKeys.all }),
    ]);
}

const ids = (patientId: number, itemId?: number) => ({ id: String(patientId), ...(itemId !== undefined ? { itemId: String(itemId) } : {}) });

/** The four item kinds' endpoints, typed by the Worker's routes. */
const endpoints = {
  problems: {
    create: (p: number, json: ProblemInput) => unwrap(api.patients[':id'].problems.$post({ param: ids(p), json })),
    update: (p: number, i: number, json: ProblemUpdate) => unwrap(api.patients[':id'].problems[':itemId'].$patch({ param: { id: String(p), itemId: String(i) }, json })),
    remove: (p: number, i: number) => unwrap(api.patients[':id'].problems[':itemId'].$delete({ param: { id: String(p), itemId: String(i) } })),
  },
  allergies: {
    create: (p: number, json: AllergyInput) => unwrap(api.patients[':id'].allergies.$post({ param: ids(p), json })),
    update: (p: number, i: number, json: AllergyUpdate) => unwrap(api.patients[':id'].allergies[':itemId'].$patch({ param: { id: String(p), itemId: String(i) }, json })),
    remove: (p: number, i: number) => unwrap(api.patients[':id'].allergies[':itemId'].$delete({ param: { id: String(p), itemId: String(i) } })),
  },
  medications: {
    update: (p: number, i: number, json: MedicationUpdate) => unwrap(api.patients[':id'].medications[':itemId'].$patch({ param: { id: String(p), itemId: String(i) }, json })),
    remove: (p: number, i: number) => unwrap(api.patients[':id'].medications[':itemId'].$delete({ param: { id: String(p), itemId: String(i) } })),
  },
  observations: {
    create: (p: number, json: ObservationInput) => unwrap(api.patients[':id'].observations.$post({ param: ids(p), json })),
    update: (p: number, i: number, json: ObservationUpdate) => unwrap(api.patients[':id'].observations[':itemId'].$patch({ param: { id: String(p), itemId: String(i) }, json })),
    remove: (p: number, i: number) => unwrap(api.patients[':id'].observations[':itemId'].$delete({ param: { id: String(p), itemId: String(i) } })),
  },
};

export function useCreateProblem(patientId: number) {
  return useMutation({ mutationFn: (input: ProblemInput) => endpoints.problems.create(patientId, input), onSettled: useInvalidateChart(patientId) });
}
export function useUpdateProblem(patientId: number) {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: ProblemUpdate }) => endpoints.problems.update(patientId, id, input), onSettled: useInvalidateChart(patientId) });
}
export function useCreateAllergy(patientId: number) {
  return useMutation({ mutationFn: (input: AllergyInput) => endpoints.allergies.create(patientId, input), onSettled: useInvalidateChart(patientId) });
}
export function useUpdateAllergy(patientId: number) {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: AllergyUpdate }) => endpoints.allergies.update(patientId, id, input), onSettled: useInvalidateChart(patientId) });
}
export function useUpdateMedication(patientId: number) {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: MedicationUpdate }) => endpoints.medications.update(patientId, id, input), onSettled: useInvalidateChart(patientId) });
}
export function useCreateObservation(patientId: number) {
  return useMutation({ mutationFn: (input: ObservationInput) => endpoints.observations.create(patientId, input), onSettled: useInvalidateChart(patientId) });
}
export function useUpdateObservation(patientId: number) {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: ObservationUpdate }) => endpoints.observations.update(patientId, id, input), onSettled: useInvalidateChart(patientId) });
}

export type ChartItemKind = keyof typeof endpoints;

/** Removes (soft-deletes) a chart item of any kind. */
export function useDeleteChartItem(patientId: number) {
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ChartItemKind; id: number }) => endpoints[kind].remove(patientId, id),
    onSettled: useInvalidateChart(patientId),
  });
}

/**
 * The answer to adding a medication: stored (with any non-blocking alerts), or blocked by severe
 * alerts that need an override reason (409, nothing stored).
 */
export type MedicationOutcome = { saved: true; created: MedicationCreated } | { saved: false; message: string; alerts: MedicationSafetyAlert[]; notChecked: WireMessage[] };

/** True when a 409 is the medication-safety answer (it carries `alerts`), not a version conflict. */
export function safetyAlertsOf(err: unknown): MedicationSafetyAlert[] | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409) return null;
  const alerts = err.body.alerts;
  return Array.isArray(alerts) ? (alerts as MedicationSafetyAlert[]) : null;
}

/** POST /api/patients/:id/medications, with the safety check's 409 turned into an outcome rather than an error. */
export function useAddMedication(patientId: number) {
  const invalidate = useInvalidateChart(patientId);
  return useMutation({
    mutationFn: async (input: MedicationInput): Promise<MedicationOutcome> => {
      try {
        // The route answers 201 (stored) or 409 (safety block); unwrap throws on the 409 and returns the 201's body.
        const created = await unwrap(api.patients[':id'].medications.$post({ param: ids(patientId), json: input }));
        return { saved: true, created };
      } catch (err) {
        const alerts = safetyAlertsOf(err);
        if (alerts) {
          const notChecked = (err as ApiRequestError).body.patientNotChecked;
          return { saved: false, message: (err as ApiRequestError).message, alerts, notChecked: Array.isArray(notChecked) ? (notChecked.filter(isMessageDescriptor) as WireMessage[]) : [] };
        }
        throw err;
      }
    },
    onSuccess: (outcome) => (outcome.saved ? invalidate() : undefined),
  });
}

/** Records the allergy answer on the patient ("No known allergies" or back to "not asked"). */
export function useSetAllergyStatus(patientId: number) {
  const invalidate = useInvalidateChart(patientId);
  return useMutation({
    mutationFn: ({ patient, allergyStatus }: { patient: Patient; allergyStatus: 'not-asked' | 'no-known-allergies' }) => {
      // PATCH needs the identity fields the schema checks (name, birth date, sex); the rest is kept.
      const json: PatientInput & { version: number } = {
        fullName: patient.fullName,
        birthDate: patient.birthDate,
        birthDateEstimated: patient.birthDateEstimated,
        sex: patient.sex,
        allergyStatus,
        version: patient.version,
      };
      return unwrap(api.patients[':id'].$patch({ param: { id: String(patientId) }, json }));
    },
    onSettled: invalidate,
  });
}

/** Adds a clinical note from the chart's notes timeline. */
export function useAddChartNote(patientId: number) {
  const invalidate = useInvalidateChart(patientId);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { patientId: number; noteContent: string }) => unwrap(api['clinical-notes'].$post({ json })),
    onSuccess: () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: clinicalNoteKeys.all })]),
  });
}

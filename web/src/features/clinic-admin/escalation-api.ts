import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EscalationSettingsUpdate } from '../../../../core/schemas/escalation';
import { api, unwrap } from '../../lib/api-client';
import { clinicKeys } from '../../lib/query-keys';

// Escalation that ends with a person (worker/routes/clinic-escalation.ts), owners only.

export const escalationQuery = queryOptions({
  queryKey: clinicKeys.escalation,
  queryFn: () => unwrap(api.clinic.escalation.$get()),
});

export function useEscalationSettings() {
  return useQuery(escalationQuery);
}

export function useUpdateEscalation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: EscalationSettingsUpdate) => unwrap(api.clinic.escalation.$patch({ json })),
    onSuccess: (saved) => qc.setQueryData(escalationQuery.queryKey, saved),
  });
}

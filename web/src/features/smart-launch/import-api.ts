import { useMutation, useQueryClient } from '@tanstack/react-query';
import { smartApi, unwrap } from '../../lib/api-client';

/** "Import into clinic": the Worker reads the launch's EHR record again and imports it (worker/routes/smart-launches.ts). */
export function useImportLaunch(launch: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(smartApi.launches[':id'].import.$post({ param: { id: String(launch) } })),
    // The clinic's patients, charts and counts may all have changed.
    onSuccess: () => qc.invalidateQueries(),
  });
}

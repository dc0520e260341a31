import { regionOfId } from '../db/regions';

// Where a Bulk Data export's NDJSON files live: the clinic's region's R2 bucket (as its D1 database),
// under `<clinicId>/<jobId>/`, so one prefix deletes a job's files and no key is shared between clinics.

/** How long a finished export's files stay readable: 24 hours, then they are deleted. */
export const BULK_RETENTION_MS = 24 * 60 * 60_000;

/** The R2 bucket of a clinic's region. */
export function exportBucket(env: Env, clinicId: number): R2Bucket {
  return regionOfId(clinicId) === 'eu' ? env.EXPORTS_EU : env.EXPORTS;
}

/** A job's file names: `<Type>.<part>.ndjson` (part from 1). */
export function bulkFileName(type: string, part: number): string {
  return `${type}.${part}.ndjson`;
}

export const BULK_FILE_NAME = /^[A-Za-z]{1,40}\.\d{1,6}\.ndjson$/;

export function bulkFileKey(clinicId: number, jobId: string, name: string): string {
  return `${clinicId}/${jobId}/${name}`;
}

/** Deletes every file of a job (R2 lists at most 1 000 keys a call). */
export async function deleteJobFiles(bucket: R2Bucket, clinicId: number, jobId: string): Promise<void> {
  const prefix = `${clinicId}/${jobId}/`;
  for (;;) {
    const listed = await bucket.list({ prefix, limit: 1000 });
    if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) return;
  }
}

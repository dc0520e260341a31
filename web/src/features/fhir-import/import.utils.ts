import type { FhirImportAnswer, ImportError, StoredImportCounts } from '../../../../core/fhir/import-types';

/** One chosen file and where its import is. */
export interface FileImport {
  name: string;
  size: number;
  status: 'waiting' | 'sending' | 'importing' | 'done' | 'failed';
  /** 0–1 while sending. */
  fraction: number;
  answer?: FhirImportAnswer;
  /** Why the whole file was refused (not JSON, not a Bundle, too large). */
  error?: string;
}

const EMPTY: StoredImportCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };

/** The counts of every finished file added up per resource type, types with something stored first, then by name. */
export function summarize(files: readonly FileImport[]): { type: string; counts: StoredImportCounts }[] {
  const total = new Map<string, StoredImportCounts>();
  for (const f of files) {
    for (const [type, c] of Object.entries(f.answer?.counts ?? {})) {
      const t = total.get(type) ?? { ...EMPTY };
      for (const k of Object.keys(EMPTY) as (keyof StoredImportCounts)[]) t[k] += c[k] ?? 0;
      total.set(type, t);
    }
  }
  const kept = (c: StoredImportCounts) => c.created + c.updated + c.unchanged + c.failed > 0;
  return [...total.entries()]
    .map(([type, counts]) => ({ type, counts }))
    .sort((a, b) => Number(kept(b.counts)) - Number(kept(a.counts)) || a.type.localeCompare(b.type));
}

/** Every error of the run, each with its file: what the download holds. */
export function errorReport(files: readonly FileImport[]): { file: string; resourceType?: string; id?: string; reason: string }[] {
  return files.flatMap((f) => [
    ...(f.error ? [{ file: f.name, reason: f.error }] : []),
    ...(f.answer?.errors ?? []).map((e: ImportError) => ({ file: f.name, resourceType: e.resourceType, id: e.id, reason: e.reason })),
  ]);
}

/** A file size as "1.2 MB" / "850 KB". */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

import type { FhirImportAnswer } from '../../../../core/fhir/import-types';
import { ApiRequestError } from '../../lib/api-client';
import { t } from '../../i18n';

/** Where an upload is: sending the file (with its share sent), then the server importing it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'importing' };

/**
 * Sends one bundle to POST /api/fhir/import, naming the system it comes from when the importer did
 * (`?source=`, needed for bundles whose ids name no server). XMLHttpRequest, not fetch: only it
 * reports how much of a large file has gone up, which the per-file progress bar shows.
 */
export function uploadBundle(file: File, source: string, onProgress: (p: UploadProgress) => void): Promise<FhirImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', source.trim() ? `/api/fhir/import?${new URLSearchParams({ source: source.trim() })}` : '/api/fhir/import');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/fhir+json');
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? { phase: 'sending', fraction: e.loaded / e.total } : { phase: 'sending', fraction: 0 });
    xhr.upload.onload = () => onProgress({ phase: 'importing' });
    xhr.onerror = () => reject(new ApiRequestError(0, t('You appear to be offline. Check your connection and try again.')));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status === 200) resolve(body as unknown as FhirImportAnswer);
      else reject(new ApiRequestError(xhr.status, typeof body.message === 'string' ? t(body.message) : t('The import failed ({status}).', { status: xhr.status })));
    };
    xhr.send(file);
  });
}

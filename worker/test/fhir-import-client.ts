// Test-only: importing a bundle over HTTP and the clinic's stored state, for the FHIR import tests.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { ImportAnswer } from '../fhir/import-bundle';
import type { TestClient } from './helpers';

const TABLES = ['patients', 'problems', 'allergies', 'medications', 'observations', 'lab_results', 'encounters', 'immunizations', 'procedures', 'fhir_sources'] as const;

/** POSTs a bundle (object or raw text) to /api/fhir/import (naming its `source` when given), expects `status`, answers the body. */
export async function importBundle(client: TestClient, bundle: unknown, status = 200, contentType = 'application/fhir+json', source?: string): Promise<ImportAnswer & { message?: string; fieldErrors?: Record<string, string[]> }> {
  const res = await client.request(`/api/fhir/import${source === undefined ? '' : `?source=${encodeURIComponent(source)}`}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: typeof bundle === 'string' ? bundle : JSON.stringify(bundle) });
  const text = await res.text();
  expect(res.status, text.slice(0, 500)).toBe(status);
  return JSON.parse(text) as ImportAnswer;
}

/** Rows per table of the clinic, and a fingerprint of every row's version and update time (a re-import must not touch any). */
export async function clinicState(clinicId: number) {
  const counts: Record<string, number> = {};
  let touched = '';
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT count(*) AS n, group_concat(${table === 'lab_results' ? 'id' : "id || ':' || updated_at"}) AS stamp FROM ${table} WHERE clinic_id = ?`).bind(clinicId).first<{ n: number; stamp: string }>();
    counts[table] = row!.n;
    touched += row!.stamp;
  }
  return { counts, touched };
}


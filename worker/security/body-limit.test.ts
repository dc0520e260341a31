// Issue #8: every mutation route refuses a body over its limit with 413 (JSON error shape) and
// stores nothing — whether the size is declared up front (Content-Length) or only discovered
// while streaming (chunked upload). The limit is 1 MB; the AI routes take images and allow 7.5 MB,
// the FHIR import whole bundles and 10 MB.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app';
import { AI_MAX_BODY_BYTES } from '../routes/ai';
import { FHIR_IMPORT_MAX_BYTES } from '../routes/fhir-import';
import { bodyLimitFor, buildClinic, dump, isApi, isMutation, ownPath, ROUTES, unexpectedChanges, type ClinicWorld, type Route } from './support';

let world: ClinicWorld;
beforeAll(async () => {
  world = await buildClinic('Qzxlimit');
});

/** A JSON object of exactly `bytes` bytes: `{"pad":"xxx…"}`. */
function jsonOfSize(bytes: number): Uint8Array {
  const text = `{"pad":"${'x'.repeat(bytes - 10)}"}`;
  return new TextEncoder().encode(text);
}

/** The same bytes as a stream of 64 KB chunks, so no Content-Length is known in advance. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

const mutations = ROUTES.filter((r) => isApi(r) && isMutation(r));

describe('oversized bodies answer 413 on every mutation route', () => {
  it('knows the three limits', () => {
    expect(bodyLimitFor('/api/patients')).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor('/api/ai/medassist')).toBe(AI_MAX_BODY_BYTES);
    expect(bodyLimitFor('/api/fhir/import')).toBe(FHIR_IMPORT_MAX_BYTES);
  });

  it.each(mutations.map((r) => [r.key, r] as [string, Route]))('%s', async (_key, route) => {
    const path = ownPath(world, route);
    const body = jsonOfSize(bodyLimitFor(route.path) + 1);
    const before = await dump();

    const declared = await world.owner.client.request(path, { method: route.method, headers: { 'Content-Type': 'application/json' }, body });
    expect(declared.status, 'with Content-Length').toBe(413);
    expect(((await declared.json()) as { message: string }).message).toMatch(/too large|smaller than/i);

    const streamed = await world.owner.client.request(path, { method: route.method, headers: { 'Content-Type': 'application/json' }, body: streamOf(body) });
    expect(streamed.status, 'streamed, no Content-Length').toBe(413);
    await streamed.arrayBuffer();

    expect(unexpectedChanges(before, await dump())).toEqual([]);
  });

  it('a body just under the limit is not refused for its size', async () => {
    const res = await world.owner.client.request('/api/patients', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: jsonOfSize(MAX_BODY_BYTES - 1) });
    expect(res.status).toBe(400); // valid JSON of the wrong shape: validation, not the size limit
  });
});

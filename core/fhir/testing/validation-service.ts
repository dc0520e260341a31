// Vitest global setup of the worker project (runs in Node, not in workerd): a small HTTP service
// on 127.0.0.1 that validates FHIR resources with the same harness as the core tests
// (core/fhir/testing/fhir-validator.ts: Medplum against the official R4 StructureDefinitions,
// decision 0004), plus the US Core 6.1 profiles each resource claims (us-core-conformance.ts); and,
// at /us-core-drops, the must-support elements a source bundle had that an export lost. Worker
// tests cannot load those 40 MB of definitions inside workerd, so they POST what the Worker
// answered here and get back the problems found.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { fhirProblems } from './fhir-validator';
import { claimedProfileProblems, droppedMustSupport } from './us-core-conformance';
import { SUPPORTED_PROFILES } from '../us-core-profiles';
import type { FhirResource } from '../export-resources';

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        if (req.url === '/us-core-drops') {
          const { source, exported } = body as { source: FhirResource[]; exported: FhirResource[] };
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(droppedMustSupport(source, exported, SUPPORTED_PROFILES)));
          return;
        }
        const resources = body as FhirResource[];
        const problems = resources.flatMap((r) => [...fhirProblems(r), ...claimedProfileProblems(r)].map((p) => `${r.resourceType}/${r.id ?? ''} ${p}`));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(problems));
      } catch (e) {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify([`not validated: ${e instanceof Error ? e.message : String(e)}`]));
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  project.provide('fhirValidatorUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    fhirValidatorUrl: string;
  }
}

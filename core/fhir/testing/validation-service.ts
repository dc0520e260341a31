// Vitest global setup of the worker project (runs in Node, not in workerd): a small HTTP service
// on 127.0.0.1 that validates FHIR resources with the same harness as the core tests
// (core/fhir/testing/fhir-validator.ts: Medplum against the official R4 StructureDefinitions,
// decision 0004). Worker tests cannot load those 40 MB of definitions inside workerd, so they
// POST what the Worker answered here and get back the problems found.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { fhirProblems } from './fhir-validator';
import type { FhirResource } from '../export-resources';

let server: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const resources = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FhirResource[];
        const problems = resources.flatMap((r) => fhirProblems(r).map((p) => `${r.resourceType}/${r.id ?? ''} ${p}`));
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

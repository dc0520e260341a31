// Reading untrusted FHIR R4 JSON (http://hl7.org/fhir/R4/json.html) without trusting its shape:
// small readers that answer undefined for anything that is not what FHIR says it should be.

import type { Coding } from '../schemas/coding';

/** A JSON object of unknown content. */
export type Json = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property as an object, or undefined. */
export function obj(value: unknown, key: string): Json | undefined {
  const v = isObject(value) ? value[key] : undefined;
  return isObject(v) ? v : undefined;
}

/** A property as an array of objects (a missing or non-array property gives []). */
export function objs(value: unknown, key: string): Json[] {
  const v = isObject(value) ? value[key] : undefined;
  return Array.isArray(v) ? v.filter(isObject) : [];
}

/** A property as a non-empty string, or undefined. */
export function str(value: unknown, key: string): string | undefined {
  const v = isObject(value) ? value[key] : undefined;
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** A property as an array of non-empty strings. */
export function strs(value: unknown, key: string): string[] {
  const v = isObject(value) ? value[key] : undefined;
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.length > 0) : [];
}

/** A property as a finite number, or undefined. */
export function num(value: unknown, key: string): number | undefined {
  const v = isObject(value) ? value[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** A property as a boolean, or undefined. */
export function bool(value: unknown, key: string): boolean | undefined {
  const v = isObject(value) ? value[key] : undefined;
  return typeof v === 'boolean' ? v : undefined;
}

/** The codings of a CodeableConcept exactly as written (system, code and display, in order); codings without a system or code cannot be kept as codes and are left out. */
export function codingsOf(concept: Json | undefined): Coding[] {
  return objs(concept, 'coding').flatMap((c) => {
    const system = str(c, 'system');
    const code = str(c, 'code');
    const display = str(c, 'display');
    return system && code ? [{ system, code, ...(display ? { display } : {}) }] : [];
  });
}

/** A CodeableConcept as the chart keeps it: its codings and its text (else the first display). */
export function conceptOf(concept: Json | undefined): { codings: Coding[]; text: string | null } {
  const text = str(concept, 'text') ?? objs(concept, 'coding').map((c) => str(c, 'display')).find(Boolean) ?? null;
  return { codings: codingsOf(concept), text };
}

/** The code of the first coding of a CodeableConcept (for status-like concepts such as clinicalStatus). */
export function firstCode(concept: Json | undefined): string | undefined {
  return objs(concept, 'coding').map((c) => str(c, 'code')).find(Boolean);
}

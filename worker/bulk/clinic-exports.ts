import { DurableObject } from 'cloudflare:workers';
import { subsetResource } from '../../core/fhir/bulk-elements';
import { ndjsonLine } from '../../core/fhir/export-bundle';
import type { FhirResource } from '../../core/fhir/export-resources';
import type { BulkRequest, BulkType } from '../../core/fhir/bulk-request';
import { operationOutcome } from '../../core/fhir/operation-outcome';
import { getDb } from '../db/client';
import { logFailure } from '../errors';
import { regionDatabase, regionOfId } from '../db/regions';
import { deletedPage } from '../db/queries/fhir-read';
import { CHART_PAGERS, PATIENT_PAGER, RECORD_PAGE, type RecordPager } from '../fhir/record';
import { BULK_RETENTION_MS, bulkFileKey, bulkFileName, deleteJobFiles, exportBucket } from './files';
import { IGNORED_FILE, summaryOf, type BulkCanceller, type BulkJob, type BulkJobSummary } from './job';

/** Resources one step reads at most (pages of RECORD_PAGE rows of one type): one R2 file per step, well inside a Worker's limits. */
export const STEP_RESOURCES = 5000;
/** A failed step is tried again after this, doubling, up to BULK_RETRY_MAX_MS; after BULK_MAX_FAILURES in a row the job fails. */
export const BULK_RETRY_BASE_MS = 5_000;
const BULK_RETRY_MAX_MS = 5 * 60_000;
export const BULK_MAX_FAILURES = 8;
/**
 * How long files outlive their expiry before the alarm deletes them: the status URL and the files
 * answer 404 from `expiresAt` on, but a download begun just before it may finish (Bulk Data: a
 * server SHOULD NOT delete files a client is downloading, whatever the expiry).
 */
export const DOWNLOAD_GRACE_MS = 60 * 60_000;
/** Status polls a job takes at once, and a second after that: a client far faster than Retry-After (2 s) gets 429 once the burst is spent. */
export const POLL_BURST = 30;
export const POLL_RATE = 5;

const PAGERS: Record<BulkType, RecordPager> = Object.fromEntries([PATIENT_PAGER, ...CHART_PAGERS].map((p) => [p.type, p])) as Record<BulkType, RecordPager>;

const jobKey = (id: string) => `job:${id}`;

/** What a kick-off gets back: the new job's id, or the running one that holds the clinic's turn. */
export type StartResult = { started: string } | { busy: true };

/** Whether a resource changed within the export's window: after `since`, not after the transaction time. Resources without meta.lastUpdated are always in. */
function inWindow(resource: FhirResource, since: string | null, until: string): boolean {
  const updated = (resource.meta as { lastUpdated?: string } | undefined)?.lastUpdated;
  if (!updated) return true;
  const at = Date.parse(updated);
  return (since === null || at > Date.parse(since)) && at <= Date.parse(until);
}

/** The id of the patient a resource belongs to: its own for a Patient, else its subject's or patient's reference. */
function patientIdOf(resource: FhirResource): string | undefined {
  if (resource.resourceType === 'Patient') return resource.id;
  const reference = ((resource.subject ?? resource.patient) as { reference?: string } | undefined)?.reference;
  return reference?.startsWith('Patient/') ? reference.slice('Patient/'.length) : undefined;
}

/**
 * One per clinic (named `clinic:<id>`, decision 0026): runs the clinic's Bulk Data exports one at a
 * time, a step per alarm. A step reads up to STEP_RESOURCES resources of one type from the clinic's
 * D1 (pages by id) and writes them as one NDJSON file to the region's R2 bucket; the job's cursor
 * moves only after the file is stored, so a step that dies is simply run again (same file name,
 * same rows). It deletes finished jobs' files when they expire. Only metadata is kept here (types,
 * counts, file names); the records stay in D1 and R2 of the clinic's region.
 */
export class ClinicBulkExports extends DurableObject<Env> {
  /** Each job's poll budget (a token bucket, POLL_BURST at most, POLL_RATE a second back). In memory: a lost count after an eviction only forgives. */
  private readonly polls = new Map<string, { tokens: number; at: number }>();

  private get clinicId(): number {
    const id = Number(/^clinic:(\d+)$/.exec(this.ctx.id.name ?? '')?.[1]);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('ClinicBulkExports: unknown clinic');
    return id;
  }

  private async jobs(): Promise<BulkJob[]> {
    return [...(await this.ctx.storage.list<BulkJob>({ prefix: 'job:' })).values()];
  }

  /** Starts an export unless one is running (Bulk Data lets a server answer 429 then). */
  async start(owner: string, requestUrl: string, request: BulkRequest): Promise<StartResult> {
    const clinicId = this.clinicId;
    if ((await this.jobs()).some((j) => j.state === 'running')) return { busy: true };
    const id = crypto.randomUUID().replaceAll('-', '');
    const now = Date.now();
    const job: BulkJob = {
      id, clinicId, owner, request: requestUrl, types: request.types, since: request.since, ignored: request.ignored, elements: request.elements, patients: request.patients,
      transactionTime: new Date(now).toISOString(), state: 'running', cursor: { typeIndex: 0, afterId: 0, part: 1 },
      output: [], failures: 0, startedAt: now, finishedAt: null, expiresAt: null,
    };
    // Stored before any other I/O: a second kick-off arriving meanwhile finds it running.
    await this.ctx.storage.put(jobKey(id), job);
    if (request.ignored.length) {
      // Bulk Data: an OperationOutcome for each parameter ignored under handling=lenient, one a line.
      const lines = request.ignored.map((name) => ndjsonLine(operationOutcome([{ severity: 'warning', code: 'not-supported', diagnostics: `Ignored under Prefer: handling=lenient: ${name}.` }])));
      await exportBucket(this.env, clinicId).put(bulkFileKey(clinicId, id, IGNORED_FILE), lines.join(''), { httpMetadata: { contentType: 'application/fhir+ndjson' } });
    }
    await this.ctx.storage.setAlarm(now);
    return { started: id };
  }

  /** The job if `owner` started it (not cancelled, its files not expired); null for anyone else, as for an unknown id. */
  async job(id: string, owner: string): Promise<BulkJob | null> {
    const job = await this.ctx.storage.get<BulkJob>(jobKey(id));
    if (!job || job.owner !== owner || job.cancelled) return null;
    if (job.expiresAt !== null && job.expiresAt <= Date.now()) return null;
    return job;
  }

  /**
   * A status poll: the job as job() gives it, or 'too-frequent' when its client polls faster than
   * Bulk Data's Retry-After asks for long enough to spend the burst (the spec's 429 on status).
   */
  async poll(id: string, owner: string): Promise<BulkJob | 'too-frequent' | null> {
    const job = await this.job(id, owner);
    if (!job) return null;
    const now = Date.now();
    const budget = this.polls.get(id) ?? { tokens: POLL_BURST, at: now };
    const tokens = Math.min(POLL_BURST, budget.tokens + ((now - budget.at) / 1000) * POLL_RATE);
    if (tokens < 1) return 'too-frequent';
    this.polls.set(id, { tokens: tokens - 1, at: now });
    return job;
  }

  /**
   * DELETE on the status URL: cancels a running job, or deletes a finished one's files early. The
   * files go at once; the job stays in the owner's list, marked with who cancelled it and when,
   * until its retention ends. Null when there is no such job of `owner`'s.
   */
  async cancel(id: string, owner: string, by: Omit<BulkCanceller, 'at'>): Promise<BulkJob | null> {
    const job = await this.job(id, owner);
    if (!job) return null;
    const now = Date.now();
    const cancelled: BulkJob = { ...job, state: job.state === 'running' ? 'cancelled' : job.state, cancelled: { at: now, ...by }, finishedAt: job.finishedAt ?? now, expiresAt: job.expiresAt ?? now + BULK_RETENTION_MS };
    await this.ctx.storage.put(jobKey(id), cancelled);
    await deleteJobFiles(exportBucket(this.env, job.clinicId), job.clinicId, id);
    await this.arm();
    return cancelled;
  }

  /** The clinic's jobs for its administration, newest first (cancelled ones too, until their retention ends). */
  async list(): Promise<BulkJobSummary[]> {
    const now = Date.now();
    return (await this.jobs())
      .filter((j) => j.expiresAt === null || j.expiresAt > now)
      .sort((a, b) => b.startedAt - a.startedAt)
      .map(summaryOf);
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    const jobs = await this.jobs();
    for (const job of jobs.filter((j) => j.expiresAt !== null && j.expiresAt + DOWNLOAD_GRACE_MS <= now)) {
      try {
        await deleteJobFiles(exportBucket(this.env, job.clinicId), job.clinicId, job.id);
        await this.ctx.storage.delete(jobKey(job.id));
      } catch (err) {
        logFailure('ClinicBulkExports.expire', err);
      }
    }
    const running = jobs.find((j) => j.state === 'running');
    if (running) await this.runStep(running);
    await this.arm();
  }

  /** The next alarm: at once while a job runs (or after its backoff), else when the next files expire. */
  private async arm(): Promise<void> {
    const jobs = await this.jobs();
    const running = jobs.find((j) => j.state === 'running');
    if (running) {
      const wait = running.failures ? Math.min(BULK_RETRY_BASE_MS * 2 ** (running.failures - 1), BULK_RETRY_MAX_MS) : 0;
      return this.ctx.storage.setAlarm(Date.now() + wait);
    }
    const expiries = jobs.map((j) => j.expiresAt).filter((t): t is number => t !== null).map((t) => t + DOWNLOAD_GRACE_MS);
    if (expiries.length) await this.ctx.storage.setAlarm(Math.min(...expiries));
    else await this.ctx.storage.deleteAlarm();
  }

  private async runStep(job: BulkJob): Promise<void> {
    try {
      const next = await this.step(job);
      // Cancelled while the step ran: its file goes too.
      if (await this.cancelledMeanwhile(job.id)) return void (await deleteJobFiles(exportBucket(this.env, job.clinicId), job.clinicId, job.id));
      await this.ctx.storage.put(jobKey(job.id), next);
    } catch (err) {
      logFailure('ClinicBulkExports.step', err);
      if (await this.cancelledMeanwhile(job.id)) return;
      const failures = job.failures + 1;
      const failed = failures >= BULK_MAX_FAILURES;
      const now = Date.now();
      await this.ctx.storage.put(jobKey(job.id), { ...job, failures, ...(failed ? { state: 'failed', finishedAt: now, expiresAt: now + BULK_RETENTION_MS } : {}) } satisfies BulkJob);
    }
  }

  private async cancelledMeanwhile(id: string): Promise<boolean> {
    return (await this.ctx.storage.get<BulkJob>(jobKey(id)))?.state !== 'running';
  }

  /** One step: up to STEP_RESOURCES resources of the cursor's type into one file; the job as it stands after it. */
  private async step(job: BulkJob): Promise<BulkJob> {
    const { typeIndex, afterId, part } = job.cursor;
    if (job.cursor.phase === 'deleted') return this.deletedStep(job);
    const type = job.types[typeIndex];
    if (type === undefined && job.since !== null) return { ...job, cursor: { typeIndex: 0, afterId: 0, part: 1, phase: 'deleted' }, deleted: [], failures: 0 };
    if (type === undefined) return finished(job);
    const db = getDb(regionDatabase(this.env, regionOfId(job.clinicId)));
    const scope = { clinicId: job.clinicId };
    let cursor = afterId;
    let lines = '';
    let count = 0;
    let exhausted = false;
    const patients = job.patients ? new Set(job.patients) : null;
    for (let read = 0; read < STEP_RESOURCES; ) {
      const page = await PAGERS[type].page(db, scope, cursor, RECORD_PAGE);
      for (const resource of page.resources) {
        if (!inWindow(resource, job.since, job.transactionTime)) continue;
        if (patients && !patients.has(patientIdOf(resource) ?? '')) continue;
        lines += ndjsonLine(job.elements ? subsetResource(resource, type, job.elements) : resource);
        count++;
      }
      read += page.rows;
      if (page.lastId !== null) cursor = page.lastId;
      if (page.rows < RECORD_PAGE) {
        exhausted = true;
        break;
      }
    }
    const output = [...job.output];
    if (count > 0) {
      const name = bulkFileName(type, part);
      await exportBucket(this.env, job.clinicId).put(bulkFileKey(job.clinicId, job.id, name), lines, { httpMetadata: { contentType: 'application/fhir+ndjson' } });
      output.push({ type, name, count });
    }
    const nextCursor = exhausted ? { typeIndex: typeIndex + 1, afterId: 0, part: 1 } : { typeIndex, afterId: cursor, part: count > 0 ? part + 1 : part };
    return { ...job, cursor: nextCursor, output, failures: 0 };
  }

  /**
   * One step of the deleted pass (`_since` only): up to STEP_RESOURCES of the cursor's type deleted
   * since, as one transaction Bundle of DELETEs in one file (Bulk Data's `deleted`). As a step of the
   * output, its cursor moves only after the file is stored.
   */
  private async deletedStep(job: BulkJob): Promise<BulkJob> {
    const { typeIndex, afterId, part } = job.cursor;
    const type = job.types[typeIndex];
    if (type === undefined) return finished(job);
    const db = getDb(regionDatabase(this.env, regionOfId(job.clinicId)));
    const window = { since: new Date(job.since!), until: new Date(job.transactionTime) };
    const patients = job.patients ? new Set(job.patients) : null;
    const urls: string[] = [];
    let cursor = afterId;
    let exhausted = false;
    for (let read = 0; read < STEP_RESOURCES; ) {
      const rows = await deletedPage(db, type, job.clinicId, window, cursor, RECORD_PAGE);
      for (const row of rows) if (!patients || patients.has(String(row.patientId))) urls.push(`${type}/${row.id}`);
      read += rows.length;
      if (rows.length) cursor = rows[rows.length - 1]!.id;
      if (rows.length < RECORD_PAGE) {
        exhausted = true;
        break;
      }
    }
    const deleted = [...(job.deleted ?? [])];
    if (urls.length) {
      const name = bulkFileName('Bundle', part);
      const bundle = { resourceType: 'Bundle', type: 'transaction', entry: urls.map((url) => ({ request: { method: 'DELETE', url } })) };
      await exportBucket(this.env, job.clinicId).put(bulkFileKey(job.clinicId, job.id, name), ndjsonLine(bundle), { httpMetadata: { contentType: 'application/fhir+ndjson' } });
      deleted.push({ name, count: 1 });
    }
    const next = urls.length ? part + 1 : part;
    return { ...job, cursor: exhausted ? { typeIndex: typeIndex + 1, afterId: 0, part: next, phase: 'deleted' } : { typeIndex, afterId: cursor, part: next, phase: 'deleted' }, deleted, failures: 0 };
  }
}

function finished(job: BulkJob): BulkJob {
  const now = Date.now();
  return { ...job, state: 'done', failures: 0, finishedAt: now, expiresAt: now + BULK_RETENTION_MS };
}

/** The clinic's export object (`clinic:<id>`); an EU clinic's lives in the EU jurisdiction when configured, as its hubs and outbox do. */
export function bulkExportsOf(env: Env, clinicId: number) {
  const namespace = regionOfId(clinicId) === 'eu' && env.HUB_EU_JURISDICTION === 'on' ? env.BULK_EXPORTS.jurisdiction('eu') : env.BULK_EXPORTS;
  return namespace.getByName(`clinic:${clinicId}`);
}

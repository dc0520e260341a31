// A load report as the markdown tables of docs/scaling.md.
import type { LoadReport } from './measure.ts';
import { MIX, TOTAL_WEIGHT } from './mix.ts';
import { otherKinds } from './trace-store.ts';

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '—');

/** The report as markdown tables. */
export function loadTables(r: LoadReport): string {
  const out: string[] = [];
  out.push(
    `${r.world.clinics} clinics, ${r.world.doctors} doctors, ${r.options.patientsPerClinic} seeded patients per clinic; closed loop (no think time), ` +
      `${r.options.stepSeconds} s per step after ${r.options.warmupSeconds} s warm-up; wrangler's local tracing ${r.stepsTraced ? 'on' : 'off'}; ${r.machine}; load generator on the same machine.`,
  );
  out.push('');
  out.push('| users | requests | req/s | p50 | p95 | p99 | write p99 | errors | 409 | server CPU-ms/req | server CPU (cores) | of which runtime | client CPU (cores) | other processes (cores) |');
  out.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of r.steps) {
    out.push(`| ${s.users} | ${s.requests} | ${s.rps.toFixed(0)} | ${f1(s.p50)} ms | ${f1(s.p95)} ms | ${f1(s.p99)} ms | ${f1(s.writeP99)} ms | ${s.errors} | ${s.conflicts} | ${f2(s.serverCpuMsPerRequest)} | ${f2(s.serverCores)} | ${f2(s.runtimeCores)} | ${f2(s.clientCores)} | ${f2(s.otherCores)} |`);
  }
  out.push('');
  out.push(`Verdict: ${r.saturation}.`);
  const errs = r.steps.flatMap((s) => s.errorSamples.map((e) => `${s.users} users: ${e}`));
  if (errs.length) out.push(`Errors: ${errs.join('; ')}.`);
  out.push('');
  out.push('| endpoint alone (concurrency 1) | mix weight | mean | p50 | p99 | server CPU-ms/req | runtime CPU-ms/req | D1 queries/req | rows read/req | rows written/req | KV ops/req | other calls/req | local D1 call (mean) |');
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const weightOf = (name: string) => MIX.find((m) => m.name === name)?.weight ?? 0;
  for (const p of r.profile) {
    const c = r.calls.find((x) => x.op === p.op);
    out.push(
      `| ${p.op} | ${weightOf(p.op)} | ${f1(p.mean)} ms | ${f1(p.p50)} ms | ${f1(p.p99)} ms | ${f2(p.serverCpuMs)} | ${f2(p.runtimeCpuMs)} | ` +
        `${c ? f1(c.d1PerRequest) : '—'} | ${c ? f1(c.rowsReadPerRequest) : '—'} | ${c ? f1(c.rowsWrittenPerRequest) : '—'} | ${c ? f1(c.kvPerRequest) : '—'} | ${c ? f1(c.otherPerRequest) : '—'} | ${c ? `${f2(c.d1CallMs)} ms` : '—'} |` +
        (p.errors ? ` (${p.errors} errors)` : ''),
    );
  }
  const w = (f: (op: string) => number) => MIX.reduce((s, op) => s + op.weight * f(op.name), 0) / TOTAL_WEIGHT;
  const prof = (name: string) => r.profile.find((p) => p.op === name)!;
  const cl = (name: string) => r.calls.find((c) => c.op === name);
  out.push(
    `| *weighted mix* | ${TOTAL_WEIGHT} | ${f1(w((n) => prof(n).mean))} ms | | | ${f2(w((n) => prof(n).serverCpuMs))} | ${f2(w((n) => prof(n).runtimeCpuMs))} | ` +
      `${r.calls.length ? f1(w((n) => cl(n)?.d1PerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.rowsReadPerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.rowsWrittenPerRequest ?? NaN)) : '—'} | ` +
      `${r.calls.length ? f1(w((n) => cl(n)?.kvPerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.otherPerRequest ?? NaN)) : '—'} | |`,
  );
  if (otherKinds.size) out.push('', `"Other calls" are: ${[...otherKinds].join(', ')}.`);
  if (r.queries.length) {
    out.push('');
    out.push('| D1 statement (traced pass over every endpoint; most rows read in total first) | calls | rows read (mean / max) | rows written (mean) |');
    out.push('|---|---:|---:|---:|');
    const short = (sql: string) => sql.replace(/"/g, '').replace(/\s+/g, ' ').slice(0, 170).replace(/\|/g, '\\|');
    for (const q of r.queries) out.push(`| \`${short(q.sql)}\` | ${q.calls} | ${f1(q.meanRowsRead)} / ${q.maxRowsRead} | ${f1(q.meanRowsWritten)} |`);
  }
  if (r.history.length) {
    out.push('');
    out.push("| query whose cost grows with one clinic's history (SQLite, median) | rows of history in the clinic | ms | ms after ANALYZE | ms with the candidate index |");
    out.push('|---|---:|---:|---:|---:|');
    for (const h of r.history) out.push(`| ${h.query} | ${h.rows.toLocaleString('en-US')} | ${h.ms.toFixed(3)} | ${h.msAnalyzed.toFixed(3)} | ${Number.isFinite(h.msIndexed) ? h.msIndexed.toFixed(3) : '—'} |`);
    const idx = [...new Set(r.history.map((h) => h.index).filter(Boolean))];
    if (idx.length) out.push('', `Candidate indexes (not in migrations/): ${idx.map((i) => `\`${i}\``).join('; ')}.`);
  }
  if (r.storage) {
    out.push('');
    out.push(`Local D1 after the run: ${(r.storage.fileBytes / 1e6).toFixed(1)} MB.`);
    out.push('');
    out.push('| table (with its indexes) | rows | bytes | bytes/row |');
    out.push('|---|---:|---:|---:|');
    for (const t of r.storage.sizes) out.push(`| ${t.table} | ${t.rows} | ${t.bytes} | ${Number.isFinite(t.bytesPerRow) ? t.bytesPerRow.toFixed(0) : '—'} |`);
  }
  return out.join('\n');
}

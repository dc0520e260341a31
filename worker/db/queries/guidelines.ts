import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Guideline } from '../../../core/schemas/guidelines';
import type { Db } from '../client';
import { clinicalGuidelines } from '../schema';

/** Longest LIKE needle (D1 caps patterns at 50 bytes including the wildcards and multi-byte characters). */
const MAX_NEEDLE_BYTES = 44;

function needle(text: string): string {
  let out = '';
  for (const ch of text) {
    if (new TextEncoder().encode(out + ch).length > MAX_NEEDLE_BYTES) break;
    out += ch;
  }
  return out.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Row = typeof clinicalGuidelines.$inferSelect;

function toGuideline(r: Row): Guideline {
  return {
    id: r.id, slug: r.slug, title: r.title, organization: r.organization, specialty: r.specialty, summary: r.summary,
    recommendation: r.recommendation, tags: r.tags, publicationDate: r.publicationDate,
    ...(r.lastUpdated ? { lastUpdated: r.lastUpdated } : {}),
    ...(r.evidenceLevel ? { evidenceLevel: r.evidenceLevel } : {}),
    ...(r.url ? { url: r.url } : {}),
    ...(r.pdfUrl ? { pdfUrl: r.pdfUrl } : {}),
  };
}

/**
 * Guidelines by exact specialty and/or a case-insensitive substring of title, organization,
 * summary or tags (spec §5), newest first. The text is always a bound parameter.
 */
export async function listGuidelines(db: Db, f: { specialty?: string; query?: string }): Promise<Guideline[]> {
  const q = f.query ? needle(f.query.toLowerCase()) : '';
  const like = (col: unknown) => sql`lower(${col}) LIKE ${`%${q}%`} ESCAPE '\\'`;
  const rows = await db
    .select()
    .from(clinicalGuidelines)
    .where(
      and(
        f.specialty ? eq(clinicalGuidelines.specialty, f.specialty) : undefined,
        q ? or(like(clinicalGuidelines.title), like(clinicalGuidelines.organization), like(clinicalGuidelines.summary), like(clinicalGuidelines.tags)) : undefined,
      ),
    )
    .orderBy(desc(clinicalGuidelines.publicationDate), asc(clinicalGuidelines.title))
    .all();
  return rows.map(toGuideline);
}

/** Specialty names that have guidelines, alphabetically. */
export async function listSpecialties(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ s: clinicalGuidelines.specialty }).from(clinicalGuidelines).orderBy(asc(clinicalGuidelines.specialty)).all();
  return rows.map((r) => r.s);
}

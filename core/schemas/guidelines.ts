import { z } from 'zod';

/** GET /api/clinical-guidelines: optional exact specialty and free-text query (spec §5, §7). */
export const GuidelineQuerySchema = z.object({
  specialty: z.string().trim().max(80).optional(),
  // D1 caps LIKE patterns at 50 bytes; longer text is cut, not refused.
  query: z.string().trim().max(500).optional(),
});

/** A guideline as the API returns it (spec §3), with a stable slug. */
export interface Guideline {
  id: number;
  slug: string;
  title: string;
  organization: string;
  specialty: string;
  summary: string;
  /** 4-8 key recommendations, one per line, separated by '\n' (the detail dialog keeps line breaks). */
  recommendation: string;
  tags: string[];
  /** ISO date, YYYY-MM-DD. */
  publicationDate: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated?: string;
  evidenceLevel?: string;
  url?: string;
  pdfUrl?: string;
}

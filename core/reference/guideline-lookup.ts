// Guideline catalogue search by words (for the AI assistant's tool): a model asks in phrases
// ("atrial fibrillation anticoagulation"), so every word is matched on its own and entries are
// ranked by how many words they contain; unverified entries say so.
import { GUIDELINES, isGuidelineUnverified, type GuidelineSeed } from './guidelines-data';

/** One catalogue entry as returned to a caller. */
export interface GuidelineHit {
  title: string;
  organization: string;
  specialty: string;
  publicationDate: string;
  url?: string;
  summary: string;
  unverified: boolean;
}

const text = (g: GuidelineSeed): string => [g.title, g.organization, g.specialty, g.summary, ...g.tags].join(' ').toLowerCase();

/** The best matches for a query (all words first, then most words), at most `limit`. */
export function searchGuidelineCatalogue(query: string, limit = 5): GuidelineHit[] {
  const words = [...new Set(query.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3))];
  if (words.length === 0) return [];
  return GUIDELINES.map((g) => ({ g, score: words.filter((word) => text(g).includes(word)).length }))
    .filter(({ score }) => score >= Math.ceil(words.length / 2))
    .sort((a, b) => b.score - a.score || b.g.publicationDate.localeCompare(a.g.publicationDate))
    .slice(0, limit)
    .map(({ g }) => ({
      title: g.title,
      organization: g.organization,
      specialty: g.specialty,
      publicationDate: g.publicationDate,
      ...(g.url ? { url: g.url } : {}),
      summary: g.summary,
      unverified: isGuidelineUnverified(g.publicationDate),
    }));
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ARTICLES } from './literature-data';
import type { Article } from './literature-data';
import {
  LITERATURE_FIELDS,
  NO_ARTICLES_HINT,
  NO_ARTICLES_TEXT,
  articleUrl,
  searchLiterature,
} from './literature-search';

const ids = (articles: readonly Article[] | null): string[] | null => articles?.map((article) => article.id) ?? null;

// The literature record of spec §3 plus optional identifiers; identifiers must look like real ones.
const ArticleSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string().min(10),
  authors: z.string().min(3),
  journal: z.string().min(3),
  year: z.number().int().min(1900).max(2026),
  doi: z.string().regex(/^10\.\d{4,9}\/\S+$/).optional(),
  pmid: z.string().regex(/^[1-9]\d{0,8}$/).optional(),
  abstract: z.string().min(80),
  keywords: z.array(z.string().min(2).regex(/^[^A-Z]*$/, 'keywords are lower case')).min(4).max(8),
});

const sentences = (text: string): number => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/).length;

const SAMPLE: Article[] = [
  {
    id: 'a',
    title: 'Apixaban versus Warfarin in Patients with Atrial Fibrillation',
    authors: 'Granger CB, Alexander JH, et al.',
    journal: 'N Engl J Med',
    year: 2011,
    doi: '10.1056/NEJMoa1107039',
    abstract: 'A trial of anticoagulation. Apixaban reduced stroke.',
    keywords: ['atrial fibrillation', 'doac'],
  },
  {
    id: 'b',
    title: 'Early Goal-Directed Therapy in the Treatment of Severe Sepsis and Septic Shock',
    authors: 'Rivers E, Nguyen B, et al.',
    journal: 'N Engl J Med',
    year: 2001,
    pmid: '11794169',
    abstract: 'Resuscitation targets in the emergency department compared with warfarin-free standard care.',
    keywords: ['sepsis', 'resuscitation'],
  },
];

describe('searchLiterature (spec §4, §5)', () => {
  it('does not search for empty or whitespace-only text', () => {
    expect(searchLiterature('', 'all')).toBeNull();
    expect(searchLiterature('   \t\n', 'title')).toBeNull();
  });

  it('returns [] when nothing matches, for which the page shows the spec texts', () => {
    expect(searchLiterature('zzzz-no-such-article', 'all')).toEqual([]);
    expect(NO_ARTICLES_TEXT).toBe('No articles found matching your search criteria.');
    expect(NO_ARTICLES_HINT).toBe('Try different keywords or search parameters.');
  });

  it('matches case-insensitively by substring and ignores surrounding spaces', () => {
    expect(ids(searchLiterature('APIXABAN', 'title', SAMPLE))).toEqual(['a']);
    expect(ids(searchLiterature('  goal-dir ', 'title', SAMPLE))).toEqual(['b']);
  });

  it('searches only the title in the Title field', () => {
    expect(ids(searchLiterature('warfarin', 'title', SAMPLE))).toEqual(['a']);
    expect(ids(searchLiterature('granger', 'title', SAMPLE))).toEqual([]);
  });

  it('searches only the authors in the Author field', () => {
    expect(ids(searchLiterature('rivers', 'author', SAMPLE))).toEqual(['b']);
    expect(ids(searchLiterature('sepsis', 'author', SAMPLE))).toEqual([]);
  });

  it('searches only the keywords in the Keyword field', () => {
    expect(ids(searchLiterature('DOAC', 'keyword', SAMPLE))).toEqual(['a']);
    expect(ids(searchLiterature('fibrill', 'keyword', SAMPLE))).toEqual(['a']);
    expect(ids(searchLiterature('apixaban', 'keyword', SAMPLE))).toEqual([]);
  });

  it('searches title, authors, abstract and keywords in All Fields, but not the journal', () => {
    expect(ids(searchLiterature('warfarin', 'all', SAMPLE))).toEqual(['a', 'b']);
    expect(ids(searchLiterature('nguyen', 'all', SAMPLE))).toEqual(['b']);
    expect(ids(searchLiterature('resuscitation', 'all', SAMPLE))).toEqual(['b']);
    expect(ids(searchLiterature('n engl j med', 'all', SAMPLE))).toEqual([]);
  });

  it('searches the built-in articles by default', () => {
    expect(ids(searchLiterature('SPRINT', 'all'))).toContain('sprint-2015');
    expect(ids(searchLiterature('Teasdale', 'author'))).toEqual(['gcs-1974']);
    expect(ids(searchLiterature('cha2ds2-vasc', 'keyword'))).toEqual(['cha2ds2-vasc-2010']);
  });

  it('offers the four fields of the spec, All Fields first', () => {
    expect(LITERATURE_FIELDS).toEqual([
      ['all', 'All Fields'],
      ['title', 'Title'],
      ['author', 'Author'],
      ['keyword', 'Keyword'],
    ]);
  });
});

describe('articleUrl', () => {
  it('links to the DOI resolver when a DOI is known', () => {
    expect(articleUrl({ doi: '10.1056/NEJMoa1511939', pmid: '26551272' })).toBe('https://doi.org/10.1056/NEJMoa1511939');
  });

  it('falls back to PubMed, then to no link', () => {
    expect(articleUrl({ pmid: '10744147' })).toBe('https://pubmed.ncbi.nlm.nih.gov/10744147/');
    expect(articleUrl({})).toBeUndefined();
  });
});

describe('built-in articles', () => {
  it('has at least 50 articles with unique ids, titles and identifiers', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(ARTICLES.length);
    expect(new Set(ARTICLES.map((article) => article.title.toLowerCase())).size).toBe(ARTICLES.length);
    const dois = ARTICLES.flatMap((article) => (article.doi ? [article.doi.toLowerCase()] : []));
    const pmids = ARTICLES.flatMap((article) => (article.pmid ? [article.pmid] : []));
    expect(new Set(dois).size).toBe(dois.length);
    expect(new Set(pmids).size).toBe(pmids.length);
  });

  it.each(ARTICLES.map((article) => [article.id, article] as const))('%s is a complete record with a DOI or PMID', (_id, article) => {
    expect(ArticleSchema.safeParse(article).error?.issues ?? []).toEqual([]);
    expect(article.doi ?? article.pmid).toBeDefined();
    expect(articleUrl(article)).toMatch(/^https:\/\/(doi\.org|pubmed\.ncbi\.nlm\.nih\.gov)\//);
    expect(sentences(article.abstract)).toBeGreaterThanOrEqual(2);
    expect(sentences(article.abstract)).toBeLessThanOrEqual(4);
  });

  it('includes the landmark trials named in the brief', () => {
    const titles = ARTICLES.map((article) => article.title);
    for (const fragment of [
      'Intensive versus Standard Blood-Pressure Control',
      'UKPDS 33',
      'Scandinavian Simvastatin Survival Study',
      'ISIS-2',
      'Dabigatran versus Warfarin',
      'Dexamethasone in Hospitalized Patients with Covid-19',
      'Sepsis-3',
      'Extra-Virgin Olive Oil or Nuts',
    ]) {
      expect(titles.some((title) => title.includes(fragment)), fragment).toBe(true);
    }
  });
});

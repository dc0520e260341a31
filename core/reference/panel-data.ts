// Static data and search for the floating medical reference panel (platform spec §2, §4, §5, §9).
// One search runs over the built-in drugs, drug interactions, diagnostic algorithms and literature,
// plus the guidelines and extra entries the caller passes in. Pure data and functions.
import { DRUGS, getDrugById, getDrugClass } from './drugs';
import type { Drug } from './drugs';
import { INTERACTION_TABLE } from './drug-interactions';
import { DIAGNOSTIC_ALGORITHMS } from './diagnostic-algorithms';
import { ARTICLES } from './literature-data';

/** The browse view's categories, in display order (platform spec §2). */
export const PANEL_CATEGORIES = ['Conditions', 'Medications', 'Procedures', 'Lab Tests', 'Imaging', 'Guidelines'] as const;

/** One of PANEL_CATEGORIES. */
export type PanelCategory = (typeof PANEL_CATEGORIES)[number];

/** The browse view's fixed recent searches (platform spec §9). */
export const PANEL_RECENT_SEARCHES = [
  'hypertension treatment guidelines',
  'metformin side effects',
  'troponin normal ranges',
  'CT scan protocols',
] as const;

/** A quick link of the browse view: clicking it searches for its name (platform spec §3, §4). */
export interface PanelQuickLink {
  name: string;
  category: PanelCategory;
}

/** The browse view's fixed quick links (platform spec §9). */
export const PANEL_QUICK_LINKS: readonly PanelQuickLink[] = [
  { name: 'Antibiotic Guidelines', category: 'Guidelines' },
  { name: 'Diabetes Management', category: 'Conditions' },
  { name: 'Common Drug Interactions', category: 'Medications' },
  { name: 'Lab Value Reference', category: 'Lab Tests' },
];

/** One search result of the panel (platform spec §3 reference search result, plus the page it opens). */
export interface ReferenceHit {
  title: string;
  category: string;
  snippet: string;
  href: string;
}

/** The guideline fields the panel search reads (a subset of the guideline record, calculators spec §3). */
export interface GuidelineSource {
  slug: string;
  title: string;
  organization: string;
  specialty: string;
  summary: string;
  tags: readonly string[];
}

/** Optional sources searched with the built-in reference: guidelines and any extra entries. */
export interface ReferenceSources {
  guidelines?: readonly GuidelineSource[];
  extra?: readonly ReferenceHit[];
}

/** Most results one search returns. */
export const REFERENCE_SEARCH_LIMIT = 30;

/** Category given to each built-in source's hits. */
export const REFERENCE_HIT_CATEGORIES = {
  drug: 'Medications',
  interaction: 'Drug Interactions',
  algorithm: 'Conditions',
  literature: 'Literature',
  guideline: 'Guidelines',
} as const;

const SNIPPET_MAX_CHARS = 180;

interface IndexEntry {
  hit: ReferenceHit;
  /** Normalised title, for ranking. */
  title: string;
  /** Normalised searchable text: title, category, snippet and hidden search terms. */
  text: string;
}

// Case- and accent-insensitive form used on both sides of every comparison.
const normalise = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const queryWords = (query: string): string[] =>
  normalise(query)
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');

const truncate = (text: string): string => {
  if (text.length <= SNIPPET_MAX_CHARS) return text;
  const cut = text.slice(0, SNIPPET_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
};

const entry = (hit: ReferenceHit, hiddenTerms: readonly string[] = []): IndexEntry => ({
  hit,
  title: normalise(hit.title),
  text: normalise([hit.title, hit.category, hit.snippet, ...hiddenTerms].join(' ')),
});

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const drugNames = (drug: Drug): string[] => [drug.name, ...drug.brandNames, ...(drug.aliases ?? [])];

const classNames = (drug: Drug): string[] =>
  drug.classes.flatMap((classId) => {
    const info = getDrugClass(classId);
    return info ? [info.name, ...info.aliases] : [];
  });

function drugEntries(): IndexEntry[] {
  return DRUGS.map((drug) => {
    const classes = drug.classes.map((classId) => getDrugClass(classId)?.name ?? classId);
    const parts = [
      drug.brandNames.length > 0 ? `Brand names: ${drug.brandNames.join(', ')}.` : '',
      classes.length > 0 ? `Class: ${classes.join(', ')}.` : '',
    ].filter((part) => part !== '');
    return entry(
      {
        title: drug.name,
        category: REFERENCE_HIT_CATEGORIES.drug,
        snippet: truncate(parts.join(' ') || 'Check interactions with other medications.'),
        href: `/reference/drug-interactions?drug=${encodeURIComponent(drug.name)}`,
      },
      [drug.id, ...(drug.aliases ?? []), ...classNames(drug)],
    );
  });
}

function interactionEntries(): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const interaction of INTERACTION_TABLE) {
    const first = getDrugById(interaction.drugs[0]);
    const second = getDrugById(interaction.drugs[1]);
    if (!first || !second) continue;
    entries.push(
      entry(
        {
          title: `${first.name} + ${second.name}`,
          category: REFERENCE_HIT_CATEGORIES.interaction,
          snippet: truncate(`${capitalise(interaction.severity)}: ${interaction.description}`),
          href: `/reference/drug-interactions?drug=${encodeURIComponent(first.name)}&drug=${encodeURIComponent(second.name)}`,
        },
        [...drugNames(first), ...drugNames(second), 'interaction', interaction.description],
      ),
    );
  }
  return entries;
}

function algorithmEntries(): IndexEntry[] {
  return DIAGNOSTIC_ALGORITHMS.map((algorithm) =>
    entry(
      {
        title: algorithm.title,
        category: REFERENCE_HIT_CATEGORIES.algorithm,
        snippet: truncate(`${algorithm.tab} algorithm: ${algorithm.description}`),
        href: `/reference/diagnostic-algorithms?algorithm=${encodeURIComponent(algorithm.id)}`,
      },
      ['diagnostic algorithm', ...algorithm.nodes.flatMap((node) => [node.text, node.detail ?? ''])],
    ),
  );
}

function literatureEntries(): IndexEntry[] {
  return ARTICLES.map((article) =>
    entry(
      {
        title: article.title,
        category: REFERENCE_HIT_CATEGORIES.literature,
        snippet: truncate(`${article.authors} ${article.journal} ${article.year}.`),
        href: `/reference/medical-literature?q=${encodeURIComponent(article.title)}`,
      },
      [article.abstract, ...article.keywords],
    ),
  );
}

function guidelineEntries(guidelines: readonly GuidelineSource[]): IndexEntry[] {
  return guidelines.map((guideline) =>
    entry(
      {
        title: guideline.title,
        category: REFERENCE_HIT_CATEGORIES.guideline,
        snippet: truncate(`${guideline.organization}: ${guideline.summary}`),
        href: `/reference/clinical-guidelines?guideline=${encodeURIComponent(guideline.slug)}`,
      },
      [guideline.specialty, guideline.summary, ...guideline.tags],
    ),
  );
}

// The built-in part of the index is built once, on first use.
let builtInIndex: IndexEntry[] | undefined;
const builtIn = (): IndexEntry[] =>
  (builtInIndex ??= [...algorithmEntries(), ...drugEntries(), ...literatureEntries(), ...interactionEntries()]);

// 0: title equals the query; 1: title starts with it; 2: every word in the title; 3: words elsewhere.
const rank = (item: IndexEntry, phrase: string, words: readonly string[]): number => {
  if (item.title === phrase) return 0;
  if (item.title.startsWith(phrase)) return 1;
  if (words.every((word) => item.title.includes(word))) return 2;
  return 3;
};

/**
 * Searches the reference (platform spec §2, §4): every word of the query must appear, case- and
 * accent-insensitively, in a hit's title, category, snippet or hidden terms (brand names, drug
 * classes, abstracts, keywords, tags, algorithm steps). Title matches rank first, then the source
 * order extra, guidelines, algorithms, drugs, literature, interactions; at most 30 hits.
 * A query naming one of PANEL_CATEGORIES returns that category's items (capped the same way).
 * Empty or whitespace-only text, or a query that matches nothing, returns [].
 */
export function searchReference(query: string, sources: ReferenceSources = {}): ReferenceHit[] {
  const phrase = normalise(query);
  const words = queryWords(query);
  if (words.length === 0) return [];

  const index = [
    ...(sources.extra ?? []).map((hit) => entry(hit)),
    ...guidelineEntries(sources.guidelines ?? []),
    ...builtIn(),
  ];
  const category = PANEL_CATEGORIES.find((name) => normalise(name) === phrase);
  if (category) {
    return index
      .filter((item) => normalise(item.hit.category) === normalise(category))
      .slice(0, REFERENCE_SEARCH_LIMIT)
      .map((item) => item.hit);
  }

  return index
    .filter((item) => words.every((word) => item.text.includes(word)))
    .map((item, order) => ({ item, order, score: rank(item, phrase, words) }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, REFERENCE_SEARCH_LIMIT)
    .map(({ item }) => item.hit);
}

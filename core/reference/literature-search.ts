// Medical Literature search over the built-in articles (spec §2 Medical Literature page, §4, §5,
// §8). Pure functions; no server call.
import { ARTICLES } from './literature-data';
import type { Article } from './literature-data';
import { msg } from '../i18n/msg';

/** The field the search text is matched against; 'all' covers title, authors, abstract and keywords (spec §5). */
export type LiteratureField = 'all' | 'title' | 'author' | 'keyword';

/** The field selector's options as [value, label], in display order (spec §2). */
export const LITERATURE_FIELDS: readonly (readonly [LiteratureField, string])[] = [
  ['all', msg('All Fields')],
  ['title', msg('Title')],
  ['author', msg('Author')],
  ['keyword', msg('Keyword')],
];

/** Shown when a search finds nothing (spec §8). */
export const NO_ARTICLES_TEXT = msg('No articles found matching your search criteria.');

/** Hint shown under NO_ARTICLES_TEXT (spec §8). */
export const NO_ARTICLES_HINT = msg('Try different keywords or search parameters.');

const fieldTexts = (article: Article, field: LiteratureField): readonly string[] => {
  switch (field) {
    case 'title':
      return [article.title];
    case 'author':
      return [article.authors];
    case 'keyword':
      return article.keywords;
    case 'all':
      return [article.title, article.authors, article.abstract, ...article.keywords];
  }
};

/**
 * Searches the articles by case-insensitive substring in the chosen field (spec §5); the text is
 * trimmed first. Whitespace-only text is not a search and returns null, so the page keeps showing
 * no results (spec §4); a search that matches nothing returns [].
 */
export function searchLiterature(
  query: string,
  field: LiteratureField,
  articles: readonly Article[] = ARTICLES,
): Article[] | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  return articles.filter((article) =>
    fieldTexts(article, field).some((text) => text.toLowerCase().includes(needle)),
  );
}

/** Link for 'View Full Article': the DOI resolver if a DOI is known, else PubMed, else undefined. */
export function articleUrl(article: Pick<Article, 'doi' | 'pmid'>): string | undefined {
  if (article.doi) return `https://doi.org/${article.doi}`;
  if (article.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${article.pmid}/`;
  return undefined;
}

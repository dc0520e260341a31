import { Badge, Box, Button, Card, Field, Flex, Heading, Input, InputGroup, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLES, type Article } from '../../../../../core/reference/literature-data';
import {
  articleUrl,
  LITERATURE_FIELDS,
  NO_ARTICLES_HINT,
  NO_ARTICLES_TEXT,
  searchLiterature,
  type LiteratureField,
} from '../../../../../core/reference/literature-search';
import { BookIcon, ExternalLinkIcon, SearchIcon } from '../../../components/icons';
import { ContentStatusNote } from '../../../components/content-status';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { ContentLanguageBadge } from '../../../components/content-language';

const isField = (value: string | null): value is LiteratureField => LITERATURE_FIELDS.some(([v]) => v === value);
const fieldLabel = (field: LiteratureField) => t(LITERATURE_FIELDS.find(([v]) => v === field)?.[1] ?? 'All Fields');

/**
 * /reference/medical-literature (spec §2, §4, §5, §8): search the built-in articles in a chosen
 * field; results appear only after a search, and whitespace-only text does nothing. The search
 * that ran lives in the URL (?q=, ?field=), so links from elsewhere run it.
 */
export default function MedicalLiteraturePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const fieldParam = params.get('field');
  const searchedField: LiteratureField = isField(fieldParam) ? fieldParam : 'all';
  const results = useMemo(() => searchLiterature(q, searchedField), [q, searchedField]);

  const [text, setText] = useState(q);
  const [field, setField] = useState<LiteratureField>(searchedField);
  // A link (e.g. from the reference panel) can change the search while the page is open.
  const [shown, setShown] = useState({ q, field: searchedField });
  if (shown.q !== q || shown.field !== searchedField) {
    setShown({ q, field: searchedField });
    setText(q);
    setField(searchedField);
  }

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setParams(field === 'all' ? { q: trimmed } : { q: trimmed, field });
  };

  return (
    <>
      <PageHeader title={t('Medical Literature')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Medical Literature') }]} />
      <Stack gap={{ base: '4', md: '6' }}>
        <Card.Root as="section" aria-label={t('Search the literature')}>
          <Card.Body>
            <Flex as="form" role="search" gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}
              onSubmit={(e) => { e.preventDefault(); submit(); }}>
              <Field.Root flex="1">
                <Field.Label>{t('Search articles')}</Field.Label>
                <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
                  <Input minH="11" name="q" placeholder={t('Trial name, topic, author or keyword...')} value={text} onChange={(e) => setText(e.target.value)} />
                </InputGroup>
              </Field.Root>
              <Flex gap="3" align="flex-end">
                <Field.Root w={{ base: 'auto', md: '11rem' }} flex={{ base: '1', md: 'none' }}>
                  <Field.Label>{t('Search in')}</Field.Label>
                  <NativeSelect.Root size="lg">
                    <NativeSelect.Field name="field" value={field} onChange={(e) => setField(isField(e.currentTarget.value) ? e.currentTarget.value : 'all')}>
                      {LITERATURE_FIELDS.map(([value, label]) => <option key={value} value={value}>{t(label)}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Button type="submit" colorPalette="brand" minH="11"><SearchIcon /> {t('Search')}</Button>
              </Flex>
            </Flex>
          </Card.Body>
        </Card.Root>

        {results === null ? (
          <Stack align="center" py="8" gap="2" textAlign="center" color="fg.muted">
            <BookIcon boxSize="10" color="fg.subtle" />
            <Text>{t('Search {count} landmark trials and articles by title, author or keyword.', { count: ARTICLES.length })}</Text>
            <Text fontSize="sm">{t('Summaries are written for MedAssist; read the full article before acting on it.')}</Text>
          </Stack>
        ) : results.length === 0 ? (
          <Stack align="center" py="8" gap="1" textAlign="center" data-testid="no-articles" role="status">
            <Text fontWeight="semibold">{t(NO_ARTICLES_TEXT)}</Text>
            <Text color="fg.muted">{t(NO_ARTICLES_HINT)}</Text>
          </Stack>
        ) : (
          <Box as="section" aria-labelledby="literature-results">
            <Text id="literature-results" color="fg.muted" mb="3" role="status">
              {t('{count, plural, one {# article} other {# articles}} for “{query}” in {field}', { count: results.length, query: q, field: fieldLabel(searchedField) })}
            </Text>
            <Stack as="ul" gap="3" listStyleType="none">
              {results.map((article) => <ArticleCard key={article.id} article={article} />)}
            </Stack>
          </Box>
        )}
        <ContentStatusNote area="literature" />
      </Stack>
    </>
  );
}

/** One article: bibliographic line, our summary, keywords, and the link to the full article. */
function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  const url = articleUrl(article);
  return (
    <Card.Root as="li" data-testid="article" size="sm">
      <Card.Body gap="3">
        <ContentLanguageBadge />
        <Box>
          <Heading as="h3" size="md" id={titleId} lang="en">{article.title}</Heading>
          <Text fontSize="sm" mt="1">{article.authors}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Text as="span" fontStyle="italic">{article.journal}</Text> · {article.year}
            {article.doi && <> · DOI {article.doi}</>}
            {article.pmid && <> · PMID {article.pmid}</>}
          </Text>
        </Box>
        <Box>
          <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wider" textTransform="uppercase">{t('Summary')}</Text>
          <Text fontSize="sm" lang="en">{article.abstract}</Text>
        </Box>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Wrap gap="1.5" role="group" aria-label={t('Keywords')} lang="en">
            {article.keywords.map((keyword) => <Badge key={keyword} variant="subtle">{keyword}</Badge>)}
          </Wrap>
          {url ? (
            <Button asChild colorPalette="brand" variant="outline" minH="11" flexShrink="0">
              <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>{t('View Full Article')} <ExternalLinkIcon /></a>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">{t('No online link recorded')}</Text>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

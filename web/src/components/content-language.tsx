import { Badge } from '@chakra-ui/react';
import { activeLocale, t } from '../i18n';

/**
 * Marks reference content (guidelines, articles, drug texts) that stays in its original English
 * when the interface speaks another language; the content itself carries `lang="en"`.
 */
export function ContentLanguageBadge() {
  if (activeLocale() === 'en') return null;
  return (
    <Badge variant="outline" size="sm" alignSelf="flex-start" title={t('Reference content is shown in its original language.')}>
      {t('English')}
    </Badge>
  );
}

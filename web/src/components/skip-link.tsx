import { Link } from '@chakra-ui/react';
import { t } from '../i18n';

/**
 * 'Skip to main content' (WCAG 2.4.1): the first thing Tab reaches on a page with a header and a
 * menu, shown only while it has focus, so keyboard users need not tab through the menu each time.
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute" left="2" top="2" zIndex="skipNav" px="4" py="3" minH="11" rounded="md"
      bg="bg" color="fg" fontWeight="medium" shadow="md"
      transform="translateY(-200%)" _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {t('Skip to main content')}
    </Link>
  );
}

import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeLink } from '../../../components/logo';
import { TOUCH_LINK } from '../../../components/touch-link';
import { ContentLanguageBadge } from '../../../components/content-language';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';

/**
 * A readable single-column document page with a way back. The document itself stays in English
 * (its wording is the one that applies), labelled as such; the page around it is translated.
 */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    // A page of its own (no shell around it, signed in or out): it is the main landmark.
    <Box as="main" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <HomeLink />
      <Heading as="h1" size="2xl" mt="6">{title}</Heading>
      <Text color="fg.muted" fontSize="sm" mt="1">{t('Last updated {date}', { date: formatDate(updated) })}</Text>
      <Box mt="2"><ContentLanguageBadge /></Box>
      <Stack lang="en" gap="5" mt="6" css={{ '& h2': { fontWeight: 'semibold', fontSize: 'lg', mt: '2' }, '& p, & li': { lineHeight: 'tall' }, '& ul': { pl: '5', listStyleType: 'disc' } }}>
        {children}
      </Stack>
      <Text mt="10"><ChakraLink asChild color="brand.fg" {...TOUCH_LINK}><Link to="/login">{t('Back to sign in')}</Link></ChakraLink></Text>
    </Box>
  );
}

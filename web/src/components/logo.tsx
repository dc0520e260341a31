import { Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { t } from '../i18n';

/** The MedAssist mark and name. */
export function Logo({ size = 'md', showName = true }: { size?: 'md' | 'lg'; showName?: boolean }) {
  const px = size === 'lg' ? 40 : 30;
  return (
    <HStack gap="2">
      <svg width={px} height={px} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b6e99" />
        <path d="M26 14h12v12h12v12H38v12H26V38H14V26h12z" fill="#fff" />
      </svg>
      {showName && (
        <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} color="brand.fg" letterSpacing="tight">
          MedAssist
        </Text>
      )}
    </HStack>
  );
}

/** The logo as the link home (top bar, public and legal pages): a 44 px tall target. */
export function HomeLink() {
  return (
    <ChakraLink asChild minH="11" display="flex" alignItems="center">
      <Link to="/" aria-label={t('MedAssist home')}><Logo /></Link>
    </ChakraLink>
  );
}

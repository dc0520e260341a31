import { Box, Card, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { Logo } from '../../../components/logo';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';

const tabs = [
  { to: '/login', label: msg('Sign In') },
  { to: '/register', label: msg('Register') },
];

/** The sign-in / register frame: logo, the two tabs as links, then the form card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    // The page's main landmark (Lighthouse/axe landmark-one-main: /login had none).
    <Flex as="main" minH="100dvh" align={{ base: 'flex-start', md: 'center' }} justify="center" px="4" py={{ base: '6', md: '10' }}>
      <Stack gap="6" w="full" maxW="md">
        <HStack justify="center">
          <Logo size="lg" />
        </HStack>
        <Card.Root variant="elevated">
          <Card.Body gap="5">
            <HStack as="nav" aria-label={t('Account')} bg="bg.muted" p="1" rounded="md" gap="1">
              {tabs.map((tab) => (
                <ChakraLink key={tab.to} asChild flex="1" justifyContent="center" py="2" rounded="sm" fontWeight="medium" color="fg.muted"
                  _currentPage={{ bg: 'bg', color: 'fg', shadow: 'xs' }} _hover={{ textDecoration: 'none', color: 'fg' }}>
                  <NavLink to={tab.to}>{t(tab.label)}</NavLink>
                </ChakraLink>
              ))}
            </HStack>
            <Box>
              <Heading as="h1" size="xl">{title}</Heading>
              <Text color="fg.muted" mt="1">{subtitle}</Text>
            </Box>
            {children}
          </Card.Body>
        </Card.Root>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {tRich('By continuing you agree to our {terms} and {privacy}.', {
            terms: <ChakraLink asChild color="brand.fg"><NavLink to="/policies/terms">{t('Terms of Service')}</NavLink></ChakraLink>,
            privacy: <ChakraLink asChild color="brand.fg"><NavLink to="/policies/privacy">{t('Privacy Notice')}</NavLink></ChakraLink>,
          })}
        </Text>
      </Stack>
    </Flex>
  );
}

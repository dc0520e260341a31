import { Badge, Box, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { calculatorsForSpecialty } from '../../../../../core/calculators/catalogue';
import { CalculatorIcon, ChevronRightIcon } from '../../../components/icons';
import { t } from '../../../i18n';

/**
 * Dashboard 'Medical Calculators' panel (platform spec §2): the calculators of the doctor's
 * speciality, else the four linked ones; 'View All' opens the catalogue. The data is built in,
 * so there is no loading state.
 */
export function CalculatorsPanel({ speciality }: { speciality: string | null }) {
  const entries = calculatorsForSpecialty(speciality);
  return (
    <Card.Root as="section" aria-labelledby="calculators-panel-title" data-testid="calculators-panel">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="calculators-panel-title">{t('Medical Calculators')}</Heading>
          <ChakraLink asChild color="brand.fg" fontSize="sm" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
            <Link to="/calculators">{t('View All')}</Link>
          </ChakraLink>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <Stack as="ul" listStyleType="none" gap="1">
          {entries.map((e) => (
            <Box as="li" key={e.id}>
              <ChakraLink asChild display="flex" alignItems="center" gap="3" minH="11" px="2" py="2" rounded="md"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }} color="fg">
                <Link to={e.url}>
                  <Flex boxSize="9" rounded="md" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
                    <CalculatorIcon boxSize="5" />
                  </Flex>
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" truncate>{t(e.name)}</Text>
                    <Badge size="sm" variant="subtle">{t(e.category)}</Badge>
                  </Box>
                  <ChevronRightIcon boxSize="4" color="fg.muted" />
                </Link>
              </ChakraLink>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

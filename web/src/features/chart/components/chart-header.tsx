import { Badge, Box, Button, Flex, Heading, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Patient } from '../../../../../core/schemas/patients';
import { CalculatorIcon } from '../../../components/icons';
import { formatFhirDate } from '../chart.utils';

const SEX_LABEL: Record<Patient['sex'], string> = { male: 'Male', female: 'Female', other: 'Other', unknown: 'Sex unknown' };

/** A calculator the chart can open, prefilled (the href is built by the app layer). */
export interface CalculatorLink {
  label: string;
  href: string;
}

/** Name, age (approx. when the birth date is an estimate), sex, record number, and the calculators. */
export function ChartHeader({ patient, calculators }: { patient: Patient; calculators: readonly CalculatorLink[] }) {
  return (
    <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
      <Box minW="0">
        <Heading as="h1" size="2xl" overflowWrap="anywhere" data-testid="chart-name">{patient.fullName}</Heading>
        <Flex columnGap="3" rowGap="1" wrap="wrap" mt="1" color="fg.muted" fontSize="sm" data-testid="chart-demographics">
          <Text>
            {patient.birthDateEstimated ? 'approx. ' : ''}{patient.age} y
            {!patient.birthDateEstimated && <Text as="span"> (born {formatFhirDate(patient.birthDate)})</Text>}
          </Text>
          <Text>{SEX_LABEL[patient.sex]}</Text>
          <Text>MRN <Badge variant="outline" fontFamily="mono">{patient.mrn}</Badge></Text>
          {patient.preferredLanguage && <Text>Language {patient.preferredLanguage}</Text>}
        </Flex>
      </Box>
      {calculators.length > 0 && (
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="outline" colorPalette="brand"><CalculatorIcon /> Calculators</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {calculators.map((c) => (
                  <Menu.Item key={c.href} value={c.href} asChild>
                    <Link to={c.href}>{c.label}</Link>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </Flex>
  );
}

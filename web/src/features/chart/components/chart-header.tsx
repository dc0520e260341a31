import { Badge, Box, Button, Flex, Heading, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Patient } from '../../../../../core/schemas/patients';
import { CalculatorIcon } from '../../../components/icons';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { formatFhirDate } from '../chart.utils';

const SEX_LABEL: Record<Patient['sex'], string> = { male: msg('Male'), female: msg('Female'), other: msg('Other'), unknown: msg('Sex unknown') };

/** A calculator the chart can open, prefilled (the href is built by the app layer). */
export interface CalculatorLink {
  label: string;
  href: string;
}

/** Name, age (approx. when the birth date is an estimate), sex, record number, and the calculators. */
export function ChartHeader({ patient, calculators, actions }: { patient: Patient; calculators: readonly CalculatorLink[]; actions?: React.ReactNode }) {
  return (
    <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
      <Box minW="0">
        <Heading as="h1" size="2xl" overflowWrap="anywhere" data-testid="chart-name">{patient.fullName}</Heading>
        <Flex columnGap="3" rowGap="1" wrap="wrap" mt="1" color="fg.muted" fontSize="sm" data-testid="chart-demographics">
          <Text>
            {patient.birthDateEstimated ? t('approx. {age} y', { age: patient.age }) : t('{age} y', { age: patient.age })}
            {!patient.birthDateEstimated && <Text as="span"> {t('(born {date})', { date: formatFhirDate(patient.birthDate) })}</Text>}
          </Text>
          <Text>{t(SEX_LABEL[patient.sex])}</Text>
          <Text>{tRich('MRN {mrn}', { mrn: <Badge variant="outline" fontFamily="mono">{patient.mrn}</Badge> })}</Text>
          {patient.preferredLanguage && <Text>{t('Language {language}', { language: patient.preferredLanguage })}</Text>}
        </Flex>
      </Box>
      <Flex gap="2" wrap="wrap" align="center">
      {actions}
      {calculators.length > 0 && (
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="outline" colorPalette="brand"><CalculatorIcon /> {t('Calculators')}</Button>
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
    </Flex>
  );
}

import { Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CALCULATOR_CATALOGUE } from '../../../../../core/calculators/catalogue';
import { t } from '../../../i18n';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="sm">{title}</Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <List.Root ps="5" gap="1" fontSize="sm">
      {items.map((item) => <List.Item key={item}>{item}</List.Item>)}
    </List.Root>
  );
}

/** Reference tab: what the assistant does, how to ask, its limits, the calculators it can run, and what happens to the data. */
export function AssistantReference() {
  return (
    <Stack gap="4" data-testid="ai-reference">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section title={t('What MedAssist can do')}>
          <Bullets items={[
            t('Answer clinical questions: dosing, differentials, work-up, guideline-based management.'),
            t('Interpret lab or imaging results in Clinical Analysis: flagged values, possible causes, suggested follow-up.'),
            t('Look at an image you attach (PNG, JPEG, GIF or WebP, up to 5 MB).'),
            t('Run MedAssist’s own calculators and show the inputs it used.'),
          ]} />
        </Section>
        <Section title={t('Getting useful answers')}>
          <Bullets items={[
            t('Give age, sex, weight, renal and hepatic function, pregnancy and current medicines when they matter.'),
            t('Say what decision you are facing; ask one question at a time and follow up in the same chat.'),
            t('Pick a patient to let the assistant use their chart and recent results.'),
          ]} />
        </Section>
        <Section title={t('Limits')}>
          <Bullets items={[
            t('It supports, and does not replace, your clinical judgement. It can be wrong or out of date.'),
            t('It states its uncertainty and is told never to invent references: verify anything you act on in the primary source.'),
            t('It does not search the internet or read records you have not chosen to share.'),
            t('Not for emergencies: follow your local emergency pathways.'),
          ]} />
        </Section>
        <Section title={t('Your data')}>
          <Bullets items={[
            t('Patient context comes only from your own clinic; name and contact details are not sent to the AI.'),
            t('Questions, images and answers are not stored by MedAssist or written to its logs; the chat lives in this tab until you reload.'),
            t('Each use is recorded in your clinic’s audit trail (who, when, which patient), without its content.'),
          ]} />
        </Section>
      </SimpleGrid>
      <Section title={t('Calculators the assistant can run')}>
        <Text fontSize="sm" color="fg.muted">{t('Ask for a score in plain words, e.g. “CHA2DS2-VASc for a 72-year-old woman with hypertension”. Each result links back to its calculator so you can check it.')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="1" fontSize="sm">
          {CALCULATOR_CATALOGUE.map((c) => (
            <Link key={c.slug} asChild color="brand.fg">
              <RouterLink to={c.url}>{t(c.name)}</RouterLink>
            </Link>
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

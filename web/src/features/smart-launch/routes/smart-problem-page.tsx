import { Alert, Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SMART_PROBLEMS, type SmartProblem } from '../../../../../core/schemas/smart-launch';
import { t } from '../../../i18n';
import { SMART_PROBLEM_TEXT } from '../problems';

const isProblem = (value: string | null): value is SmartProblem => SMART_PROBLEMS.includes(value as SmartProblem);

/** /smart/problem?reason=…: why a launch from an EHR stopped, in words (worker/routes/smart.ts sends here). */
export default function SmartProblemPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  // Only a launch of this app is offered (the Worker sends it for a framed launch).
  const next = reason === 'framed' && params.get('next')?.startsWith('/smart/launch?') ? params.get('next') : null;
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="4">
        <Heading as="h1" size="lg">{t('MedAssist could not open the EHR’s patient')}</Heading>
        <Alert.Root status="warning" data-testid="smart-problem">
          <Alert.Indicator />
          <Alert.Description>{isProblem(reason) ? t(SMART_PROBLEM_TEXT[reason]) : t('The launch from the EHR stopped for a reason MedAssist does not know.')}</Alert.Description>
        </Alert.Root>
        <Flex gap="3" wrap="wrap">
          {next ? (
            // A new top-level window has the MedAssist session (or signs in) and runs the same launch.
            <Button asChild colorPalette="brand" minH="11"><a href={next} target="_blank" rel="noopener" data-testid="smart-open-new-window">{t('Open in a new window')}</a></Button>
          ) : null}
          <Button asChild variant="outline" minH="11"><RouterLink to="/dashboard">{t('Go to MedAssist')}</RouterLink></Button>
        </Flex>
      </Stack>
    </Box>
  );
}

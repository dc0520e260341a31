import { Grid, Stack, Tabs } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { chatPendingAtom } from '../atoms';
import { AnalysisPanel } from '../components/analysis-panel';
import { AssistantReference } from '../components/assistant-reference';
import { ChatPanel } from '../components/chat-panel';
import { PatientContextPicker } from '../components/patient-context-picker';
import { RecentQueriesCard, ResourcesCard } from '../components/side-cards';
import { useChat } from '../use-chat';

type Tab = 'chat' | 'analysis' | 'reference';

const TABS: { value: Tab; label: string }[] = [
  { value: 'chat', label: msg('Chat Assistant') },
  { value: 'analysis', label: msg('Clinical Analysis') },
  { value: 'reference', label: msg('Reference') },
];

/**
 * /ai-medassist (spec §2, §4): tabs Chat Assistant, Clinical Analysis and Reference beside the
 * Recent Queries and Resources cards, with an optional patient of the user's clinic as context.
 */
export default function AiMedAssistPage() {
  const [tab, setTab] = useState<Tab>('chat');
  const pending = useAtomValue(chatPendingAtom);
  const { submit } = useChat();

  const ask = (query: string) => {
    setTab('chat');
    void submit(query);
  };

  return (
    <>
      <PageHeader title={t('AI MedAssist')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('AI MedAssist') }]} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap="4" minW="0">
          <PatientContextPicker />
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
            <Tabs.List overflowX="auto" overflowY="hidden">
              {TABS.map((tab) => <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">{t(tab.label)}</Tabs.Trigger>)}
            </Tabs.List>
            <Tabs.Content value="chat" pt="4"><ChatPanel /></Tabs.Content>
            <Tabs.Content value="analysis" pt="4"><AnalysisPanel /></Tabs.Content>
            <Tabs.Content value="reference" pt="4"><AssistantReference /></Tabs.Content>
          </Tabs.Root>
        </Stack>
        <Stack gap="4" minW="0">
          <RecentQueriesCard onAsk={ask} disabled={pending} />
          <ResourcesCard />
        </Stack>
      </Grid>
    </>
  );
}

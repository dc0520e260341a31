import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PanelFrame } from './panel-frame';
import { t } from '../../../i18n';

// The panel searches the whole built-in reference (several hundred kB of data): it loads when
// first opened, not with every page of the shell.
const ReferencePanelBody = lazy(() => import('./reference-panel-body'));

/** Shows a way out inside the panel if its code cannot be loaded (offline, or a newer version was deployed). */
class PanelLoadBoundary extends Component<{ onClose: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PanelFrame>
        <Stack p="6" gap="3" role="alert">
          <Text>{t('The medical reference could not be loaded. Check your connection and reload the page.')}</Text>
          <Flex gap="2">
            <Button colorPalette="brand" minH="11" onClick={() => window.location.reload()}>{t('Reload')}</Button>
            <Button variant="ghost" minH="11" onClick={this.props.onClose}>{t('Close')}</Button>
          </Flex>
        </Stack>
      </PanelFrame>
    );
  }
}

/** Spec §2/§4: the floating medical reference panel (browse → searching → results / 'No results found'). */
export function ReferencePanel({ onClose }: { onClose: () => void }) {
  return (
    <PanelLoadBoundary onClose={onClose}>
      <Suspense fallback={
        <PanelFrame>
          <Flex py="10" justify="center" align="center" gap="2" role="status"><Spinner size="sm" /><Text color="fg.muted">{t('Loading...')}</Text></Flex>
        </PanelFrame>
      }>
        <ReferencePanelBody onClose={onClose} />
      </Suspense>
    </PanelLoadBoundary>
  );
}

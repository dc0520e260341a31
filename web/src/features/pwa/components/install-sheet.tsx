import { Box, Button, CloseButton, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';

/** The 'Add to Home Screen' bottom sheet (spec §2/§4); install-prompt.tsx decides when it shows. */
export default function InstallSheet({ ios, onClose, onInstall }: { ios: boolean; onClose: () => void; onInstall: () => void }) {
  return (
    <Box role="dialog" aria-label="Add to Home Screen" position="fixed" insetX="0" bottom="0" zIndex="modal" bg="bg" borderTopWidth="1px" roundedTop="2xl" shadow="2xl" p="5" pb="calc(1.25rem + env(safe-area-inset-bottom))">
      <Stack gap="3" maxW="lg" mx="auto">
        <Flex justify="space-between" align="center">
          <Heading size="md">Add to Home Screen</Heading>
          <CloseButton aria-label="Not now" onClick={onClose} />
        </Flex>
        {ios ? (
          <>
            <List.Root as="ol" gap="1" ps="5">
              <List.Item>Tap the Share button in Safari's toolbar.</List.Item>
              <List.Item>Scroll down and tap 'Add to Home Screen'.</List.Item>
              <List.Item>Tap 'Add' in the top-right corner.</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={onClose}>Got it</Button>
          </>
        ) : (
          <>
            <Text color="fg.muted">Install MedAssist for quicker access:</Text>
            <List.Root gap="1" ps="5">
              <List.Item>Opens instantly from your home screen, full screen</List.Item>
              <List.Item>Calculators and reference work without a connection</List.Item>
              <List.Item>Live alerts for critical results</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={onInstall}>Install App</Button>
          </>
        )}
      </Stack>
    </Box>
  );
}

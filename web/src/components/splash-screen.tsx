import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Logo } from './logo';

/** Spec §2/§9: shown for 2 s at start. */
export const SPLASH_MS = 2000;

/** Full-screen logo, name, tagline and loading bar, drawn over the app (which loads beneath it). */
export function SplashScreen({ onFinished }: { onFinished?: () => void }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      setVisible(false);
      onFinished?.();
    }, SPLASH_MS);
    return () => clearTimeout(timer);
  }, [onFinished]);
  if (!visible) return null;
  return (
    <Flex data-testid="splash" position="fixed" inset="0" zIndex="overlay" bg="bg" direction="column" align="center" justify="center" gap="4" role="status" aria-label="MedAssist is starting">
      <Logo size="lg" showName={false} />
      <Text fontSize="3xl" fontWeight="bold" color="brand.fg">MedAssist</Text>
      <Text color="fg.muted">Intelligent Clinical Support</Text>
      <Box w="48" h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
        <Box h="full" bg="brand.solid" rounded="full" style={{ animation: `splash-fill ${SPLASH_MS}ms linear forwards` }} />
      </Box>
      <style>{'@keyframes splash-fill { from { width: 0 } to { width: 100% } }'}</style>
    </Flex>
  );
}

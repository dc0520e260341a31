import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BookIcon, CloseIcon } from '../../components/icons';
import { ReferencePanel } from '../../features/reference/components/reference-panel';
import { t } from '../../i18n';

/** Spec §2: hidden on paths starting with /login or /register and on /auth exactly. */
export function isReferenceButtonVisible(pathname: string): boolean {
  return !(pathname.startsWith('/login') || pathname.startsWith('/register') || pathname === '/auth');
}

/** The floating medical reference button (bottom right) and its panel. */
export function FloatingReferenceButton() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!isReferenceButtonVisible(pathname)) return null;
  return (
    <>
      {open && <ReferencePanel onClose={() => setOpen(false)} />}
      <IconButton aria-label={open ? t('Close medical reference') : t('Open medical reference')} aria-expanded={open}
        position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} zIndex="banner"
        rounded="full" size="xl" colorPalette="brand" shadow="lg" onClick={() => setOpen((o) => !o)} data-testid="reference-fab">
        {open ? <CloseIcon /> : <BookIcon />}
      </IconButton>
    </>
  );
}

import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { BookIcon } from '../../../components/icons';
import { PanelCard } from './panel-card';
import { t } from '../../../i18n';

/** Spec §2: the Clinical Guidelines Access card. */
export function GuidelinesAccessCard() {
  return (
    <PanelCard title={t('Clinical Guidelines Access')}>
      <Text fontSize="sm" color="fg.muted" mb="3">{t('Evidence-based guidelines from ESC, AHA/ACC, NICE, ADA, KDIGO, GINA and more.')}</Text>
      <Flex gap="2" wrap="wrap">
        <Button asChild colorPalette="brand"><Link to="/guidelines-direct"><BookIcon /> {t('Open Guidelines Directly')}</Link></Button>
        <Button asChild variant="outline" colorPalette="brand"><Link to="/guidelines-link">{t('Guidelines Portal')}</Link></Button>
      </Flex>
    </PanelCard>
  );
}

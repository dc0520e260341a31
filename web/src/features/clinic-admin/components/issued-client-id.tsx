import { Alert, Box, Button, Flex, Input, RadioGroup } from '@chakra-ui/react';
import { CopyButton } from '../../../components/copy-button';
import { FormField } from '../../../components/form-field';
import { t } from '../../../i18n';

/** A client id just issued to a registered system (an EHR, an app): shown to copy, then "Done". */
export function IssuedClientId({ testId, title, description, clientId, inputName, onDone }: {
  testId: string;
  title: string;
  description: string;
  clientId: string;
  inputName: string;
  onDone: () => void;
}) {
  return (
    <Alert.Root status="success" data-testid={testId} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        <FormField label={t('Client id')}>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
            <Input readOnly value={clientId} name={inputName} fontFamily="mono" fontSize="sm" bg="bg" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={clientId} label={t('Copy client id')} what={t('The client id is on the clipboard.')} />
          </Flex>
        </FormField>
        <Box>
          <Button variant="solid" colorPalette="brand" minH="11" onClick={onDone}>{t('Done')}</Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Two radio choices in a row (wrapping on a phone), touch-sized. */
export function TwoChoices<V extends string>({ name, value, onChange, choices }: { name: string; value: V; onChange: (value: V) => void; choices: readonly [readonly [V, string], readonly [V, string]] }) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value === choices[1][0] ? choices[1][0] : choices[0][0])} name={name}>
      <Flex gap="4" wrap="wrap">
        {choices.map(([v, label]) => (
          <RadioGroup.Item key={v} value={v} minH="11">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}

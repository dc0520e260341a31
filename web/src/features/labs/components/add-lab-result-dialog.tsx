import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Flex, Grid, GridItem, IconButton, Input, NativeSelect, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { LabResultCreateSchema, RESULT_KINDS, TEST_STATUSES, type LabResult, type LabResultCreate, type LabTest } from '../../../../../core/schemas/lab-results';
import { t } from '../../../i18n';
import type { Patient } from '../../../../../core/schemas/patients';
import { FormField } from '../../../components/form-field';
import { DateInput } from '../../../components/local-date-inputs';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useZodForm, type FormSchema } from '../../../lib/use-zod-form';
import { useCreateLabResult, useSignedInUserName } from '../api';
import { collectionDayToIso, KIND_LABELS, localizeNumbers, TEST_STATUS_LABELS, toDateInputValue } from '../labs.utils';
import { PatientSearchField } from '../../../components/patient-search-field';

/** One editable test line; `status` starts unset so nobody files a value as normal by default. */
interface TestLine {
  key: number;
  name: string;
  value: string;
  unit: string;
  referenceRange: string;
  status: LabTest['status'] | '';
}

// A type (not an interface) so it fits useZodForm's record of fields.
type FormValues = {
  patient: Patient | null;
  labName: string;
  kind: LabResult['kind'];
  collectionDay: string;
  physician: string;
  tests: TestLine[];
  interpretation: string;
  comments: string;
  critical: boolean;
};

/** A native <select> (best on phones) at the 44 px touch height; the surrounding FormField labels it. */
function LargeSelect({ name, value, onChange, options, placeholder }: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * AppDialog's frame, scrolling inside: this form is taller than a phone, and a full-screen dialog
 * centred in its positioner (AppDialog) cuts off the top of content taller than the screen, out of
 * reach. Scrolling inside keeps the title and the Cancel / Add Result buttons in view.
 */
function FormDialog({ open, onClose, title, children, footer }: { open: boolean; onClose: () => void; title: string; children: ReactNode; footer: ReactNode }) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={narrow ? 'full' : 'xl'} placement="center" scrollBehavior="inside"
      closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The request body; empty optional fields are left out (the schema would reject an empty date). */
function toPayload(v: FormValues): LabResultCreate {
  const collectionDate = collectionDayToIso(v.collectionDay);
  const opt = (key: 'physician' | 'interpretation' | 'comments') => (v[key].trim() ? { [key]: v[key] } : {});
  return {
    patientId: v.patient?.id as number,
    labName: v.labName,
    kind: v.kind,
    ...(collectionDate ? { collectionDate } : {}),
    ...opt('physician'),
    tests: v.tests.map(({ key: _key, ...t }) => t as LabTest),
    ...opt('interpretation'),
    ...opt('comments'),
    ...(v.critical ? { critical: true } : {}),
  };
}

/** The form checked by the shared schema on its request body; errors are keyed by full path ('tests.0.status') as the server keys them. */
const labResultForm: FormSchema<FormValues, ReturnType<typeof LabResultCreateSchema.parse>> = {
  safeParse: (v) => LabResultCreateSchema.safeParse(toPayload(v)),
};

const emptyLine = (key: number): TestLine => ({ key, name: '', value: '', unit: '', referenceRange: '', status: '' });

/**
 * 'Add result' (issue: staff enter a lab or imaging result). One or more test lines; a critical line,
 * or the whole-result flag, makes the result critical and the server alerts every doctor live.
 * Mount it per opening (with a key): the form starts empty.
 */
export function AddLabResultDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (r: LabResult) => void }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const physician = useSignedInUserName();
  const form = useZodForm(
    labResultForm,
    {
      patient: null,
      labName: '',
      kind: 'lab',
      collectionDay: toDateInputValue(new Date()),
      physician,
      tests: [emptyLine(0)],
      interpretation: '',
      comments: '',
      critical: false,
    },
    { nestedPaths: true },
  );
  const { values, errors, setField: set } = form;
  const create = useCreateLabResult();
  const willBeCritical = values.critical || values.tests.some((line) => line.status === 'critical');

  const setLine = (key: number, patch: Partial<TestLine>) =>
    set('tests', values.tests.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const addLine = () => {
    set('tests', [...values.tests, emptyLine(nextKey.current++)]);
    // Put the cursor in the new line's first box.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>(`input[name="tests.${values.tests.length}.name"]`)?.focus());
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid=true], [data-invalid] input')?.focus());

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const payload = form.validate();
    if (!payload) {
      focusFirstError();
      return;
    }
    create.mutate(payload, {
      onSuccess: (r) => {
        const names = { test: r.labName, name: r.resultData.patientName };
        notify(t('Lab result added'), r.isCritical ? t('{test} for {name} (critical: doctors alerted)', names) : t('{test} for {name}', names), 'success');
        onCreated(r);
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Failed to add lab result'), err.message, 'error');
        focusFirstError();
      },
    });
  };

  const v = values;
  return (
    <FormDialog open={open} onClose={onClose} title={t('Add Lab or Imaging Result')}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" form={formId} size="lg" colorPalette={willBeCritical ? 'red' : 'brand'} loading={create.isPending} loadingText={t('Saving...')}>
            {t('Add Result')}
          </Button>
        </>
      }>
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={t('Patient')} error={errors.patientId} required>
            <PatientSearchField value={v.patient} invalid={Boolean(errors.patientId)} size="lg" testId="lab-patient-options" onChange={(p) => set('patient', p)} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('Test or study name')} error={errors.labName} required>
              <Input name="labName" size="lg" value={v.labName} onChange={(e) => set('labName', e.target.value)} placeholder={t('e.g. Basic metabolic panel')} />
            </FormField>
            <FormField label={t('Kind')} error={errors.kind} required>
              <LargeSelect name="kind" value={v.kind} options={RESULT_KINDS.map((k) => [k, t(KIND_LABELS[k])] as const)} onChange={(k) => set('kind', k as LabResult['kind'])} />
            </FormField>
            <FormField label={t('Collection date')} error={errors.collectionDate}>
              <DateInput name="collectionDate" size="lg" max={toDateInputValue(new Date())} value={v.collectionDay}
                onChange={(day) => set('collectionDay', day)} />
            </FormField>
            <FormField label={t('Ordering physician')} error={errors.physician}>
              <Input name="physician" size="lg" value={v.physician} onChange={(e) => set('physician', e.target.value)} autoComplete="off" />
            </FormField>
          </SimpleGrid>

          <Stack gap="3" as="section" aria-labelledby={`${formId}-tests`}>
            <Text id={`${formId}-tests`} fontWeight="semibold">{t('Test results')}</Text>
            {errors.tests && <Text color="fg.error" fontSize="sm">{t(errors.tests)}</Text>}
            {v.tests.map((line, i) => (
              <Box as="fieldset" key={line.key} borderWidth="1px" rounded="md" p="3" data-testid="test-line"
                borderColor={line.status === 'critical' ? 'red.solid' : undefined} bg={line.status === 'critical' ? 'red.subtle' : undefined}>
                <Flex as="legend" px="1" align="center" gap="2" fontSize="sm" fontWeight="medium">{t('Test {number}', { number: i + 1 })}</Flex>
                <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' }} gap="3" alignItems="start">
                  <GridItem colSpan={{ base: 2, md: 3 }}>
                    <FormField label={t('Test name')} error={errors[`tests.${i}.name`]} required>
                      <Input name={`tests.${i}.name`} size="lg" value={line.name} onChange={(e) => setLine(line.key, { name: e.target.value })} placeholder={t('e.g. Potassium')} />
                    </FormField>
                  </GridItem>
                  <GridItem colSpan={{ base: 1, md: 2 }}>
                    <FormField label={t('Value')} error={errors[`tests.${i}.value`]} required>
                      <Input name={`tests.${i}.value`} size="lg" value={line.value} onChange={(e) => setLine(line.key, { value: e.target.value })} />
                    </FormField>
                  </GridItem>
                  <GridItem colSpan={{ base: 1, md: 2 }}>
                    <FormField label={t('Unit')} error={errors[`tests.${i}.unit`]}>
                      <Input name={`tests.${i}.unit`} size="lg" value={line.unit} onChange={(e) => setLine(line.key, { unit: e.target.value })} placeholder="mmol/L" />
                    </FormField>
                  </GridItem>
                  <GridItem colSpan={{ base: 1, md: 2 }}>
                    <FormField label={t('Reference range')} error={errors[`tests.${i}.referenceRange`]}>
                      <Input name={`tests.${i}.referenceRange`} size="lg" value={line.referenceRange} onChange={(e) => setLine(line.key, { referenceRange: e.target.value })} placeholder={localizeNumbers('3.5-5.1')} />
                    </FormField>
                  </GridItem>
                  <GridItem colSpan={{ base: 1, md: 3 }}>
                    <Flex gap="2" align="flex-end">
                      <Box flex="1" minW="0">
                        <FormField label={t('Status')} error={errors[`tests.${i}.status`]} required>
                          <LargeSelect name={`tests.${i}.status`} value={line.status} placeholder={t('Select...')}
                            options={TEST_STATUSES.map((s) => [s, t(TEST_STATUS_LABELS[s])] as const)} onChange={(s) => setLine(line.key, { status: s as TestLine['status'] })} />
                        </FormField>
                      </Box>
                      {v.tests.length > 1 && (
                        <IconButton variant="ghost" colorPalette="red" size="lg" aria-label={t('Remove test {number}', { number: i + 1 })}
                          onClick={() => set('tests', v.tests.filter((x) => x.key !== line.key))}>
                          <TrashIcon />
                        </IconButton>
                      )}
                    </Flex>
                  </GridItem>
                </Grid>
              </Box>
            ))}
            <Box>
              <Button variant="outline" size="lg" onClick={addLine}><PlusIcon /> {t('Add test')}</Button>
            </Box>
          </Stack>

          <FormField label={t('Interpretation')} error={errors.interpretation}>
            <Textarea name="interpretation" size="lg" rows={3} value={v.interpretation} onChange={(e) => set('interpretation', e.target.value)} />
          </FormField>
          <FormField label={t('Comments')} error={errors.comments}>
            <Textarea name="comments" size="lg" rows={2} value={v.comments} onChange={(e) => set('comments', e.target.value)} />
          </FormField>
          <Checkbox.Root checked={v.critical} onCheckedChange={(e) => set('critical', e.checked === true)} size="lg" colorPalette="red" minH="11">
            <Checkbox.HiddenInput name="critical" />
            <Checkbox.Control />
            <Checkbox.Label>{t('Flag the whole result as critical')}</Checkbox.Label>
          </Checkbox.Root>
          {willBeCritical && (
            <Alert.Root status="error" data-testid="critical-notice">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('This result is critical.')}</Alert.Title>
                <Alert.Description>{t('Every doctor in the clinic is alerted as soon as it is saved.')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {errors._ && <Text color="fg.error">{t(errors._)}</Text>}
        </Stack>
      </form>
    </FormDialog>
  );
}

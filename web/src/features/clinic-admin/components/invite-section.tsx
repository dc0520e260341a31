import { Box, Button, Code, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../../core/permissions';
import { z } from 'zod';
import { InviteCreateSchema } from '../../../../../core/schemas/clinic';
import { SelectField } from '../../../components/native-select';
import { FormField } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { formatDateTime } from '../../../lib/format';
import { inviteLink } from '../invite-link';
import { useCreateInvite, type CreatedInvite } from '../api';
import { CopyButton } from '../../../components/copy-button';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';

/** The form's text fields, read into the shared schema's numbers (its messages stay the ones shown). */
const InviteFormSchema = z.object({
  maxUses: z.string().transform(Number).pipe(InviteCreateSchema.shape.maxUses.unwrap()),
  expiresInDays: z.string().transform(Number).pipe(InviteCreateSchema.shape.expiresInDays.unwrap()),
  role: InviteCreateSchema.shape.role.unwrap(),
});

/** Owners: an invite code and the register link that joins this clinic, for the role it names. */
export function InviteSection() {
  const form = useZodForm(InviteFormSchema, { maxUses: '1', expiresInDays: '7', role: 'doctor' as StaffRole });
  const [invite, setInvite] = useState<CreatedInvite | null>(null);
  const create = useCreateInvite();
  const { maxUses, expiresInDays: days, role } = form.values;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    create.mutate(data, {
      onSuccess: (created) => {
        setInvite(created);
        notify(t('Invite created'), t('Share the link with your colleague.'), 'success');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Invite not created'), t(err.message), 'error');
      },
    });
  };

  const link = invite ? inviteLink(window.location.origin, invite.code) : '';
  return (
    <TouchSized>
      <Stack gap="4">
        <form onSubmit={submit} noValidate>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
            <FormField label={t('Role')} error={form.errors.role}>
              <SelectField name="role" ariaLabel={t('Role')} value={role} options={STAFF_ROLES.map((r) => [r, t(STAFF_ROLE_LABELS[r])] as const)} onChange={(v) => form.setField('role', v as StaffRole)} />
            </FormField>
            <FormField label={t('People it admits')} error={form.errors.maxUses}>
              <Input name="maxUses" type="number" inputMode="numeric" min={1} max={100} value={maxUses} onChange={(e) => form.setField('maxUses', e.target.value)} />
            </FormField>
            <FormField label={t('Valid for (days)')} error={form.errors.expiresInDays}>
              <Input name="expiresInDays" type="number" inputMode="numeric" min={1} max={30} value={days} onChange={(e) => form.setField('expiresInDays', e.target.value)} />
            </FormField>
            <Button type="submit" colorPalette="brand" minH="11" loading={create.isPending} loadingText={t('Creating...')}>{t('Create invite code')}</Button>
          </SimpleGrid>
        </form>
        {invite && (
          <Box borderWidth="1px" rounded="md" p="4" bg="bg.muted" data-testid="invite-result">
            <Stack gap="3">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium">{t('Invite code')}</Text>
                <Code fontSize="md" px="2" py="1" data-testid="invite-code" wordBreak="break-all">{invite.code}</Code>
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('Valid until {date} · admits up to {count, plural, one {# person} other {# people}}. Whoever registers through it joins your clinic as {role}.', { date: formatDateTime(invite.expiresAt), count: invite.maxUses, role: t(STAFF_ROLE_LABELS[invite.role]).toLowerCase() })}
              </Text>
              <FormField label={t('Register link')}>
                <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
                  <Input readOnly value={link} name="inviteLink" fontFamily="mono" fontSize="sm" bg="bg" onFocus={(e) => e.currentTarget.select()} />
                  <CopyButton value={link} label={t('Copy link')} what={t('The register link is on the clipboard.')} />
                </Flex>
              </FormField>
            </Stack>
          </Box>
        )}
      </Stack>
    </TouchSized>
  );
}

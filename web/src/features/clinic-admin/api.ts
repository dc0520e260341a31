import type { StaffRole } from '../../../../core/permissions';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClinicUpdate } from '../../../../core/schemas/clinic-admin';
import type { ApiKeyScope } from '../../../../core/schemas/clinic';
import type { CdsClientCreate } from '../../../../core/schemas/cds-clients';
import type { SmartAppCreate } from '../../../../core/schemas/smart-apps';
import { api, unwrap, type ApiData } from '../../lib/api-client';
import { accountKeys, clinicKeys } from '../../lib/query-keys';

// Owners' clinic administration (worker/routes/clinic.ts, members.ts, audit.ts, clinic-export.ts).

export const clinicQuery = queryOptions({
  queryKey: clinicKeys.details,
  queryFn: () => unwrap(api.clinic.$get()),
});

export function useUpdateClinic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ClinicUpdate) => unwrap(api.clinic.$patch({ json })),
    onSuccess: (clinic) => {
      qc.setQueryData(clinicQuery.queryKey, clinic);
      void qc.invalidateQueries({ queryKey: accountKeys.currentUser }); // the header shows the clinic's name
    },
  });
}

export const membersQuery = queryOptions({
  queryKey: clinicKeys.members,
  queryFn: () => unwrap(api.clinic.members.$get()),
});

export type MemberAction = 'disable' | 'enable' | 'remove';

export function useMemberAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MemberAction }) => {
      const param = { id: String(id) };
      const members = api.clinic.members[':id'];
      const call = action === 'remove' ? members.$delete({ param }) : action === 'disable' ? members.disable.$post({ param }) : members.enable.$post({ param });
      return unwrap(call);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: membersQuery.queryKey }),
  });
}

/** The owner sets a member's role and/or owner flag (the server keeps at least one owner). */
export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: number; role?: StaffRole; owner?: boolean }) =>
      unwrap(api.clinic.members[':id'].$patch({ param: { id: String(id) }, json })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: membersQuery.queryKey }), qc.invalidateQueries({ queryKey: accountKeys.currentUser }), qc.invalidateQueries({ queryKey: accountKeys.users })]),
  });
}

export function useIssueResetCode() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.clinic.members[':id']['reset-code'].$post({ param: { id: String(id) } })),
  });
}

export const invitesQuery = queryOptions({
  queryKey: clinicKeys.invites,
  queryFn: () => unwrap(api.clinic.invites.$get()),
});

/** A new invite code as POST /api/clinic/invites answers it. */
export type CreatedInvite = ApiData<typeof api.clinic.invites.$post>;

/** A code colleagues register with to join the clinic. */
export function useCreateInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { maxUses: number; expiresInDays: number; role: StaffRole }) => unwrap(api.clinic.invites.$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitesQuery.queryKey }),
  });
}

export function useRevokeInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clinic.invites[':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: invitesQuery.queryKey }),
  });
}

/** One integration key as GET /api/clinic/api-keys lists it. */
export type ApiKeyInfo = ApiData<typeof api.clinic['api-keys']['$get']>[number];

/** The clinic's lab-integration keys (never the secrets). */
export const apiKeysQuery = queryOptions({
  queryKey: clinicKeys.apiKeys,
  queryFn: () => unwrap(api.clinic['api-keys'].$get()),
});

/** Creates a key; the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ assigningAuthority, ...input }: { name: string; scopes: ApiKeyScope[]; assigningAuthority: string | null; expiresInDays: number | null }) =>
      unwrap(api.clinic['api-keys'].$post({ json: { ...input, ...(assigningAuthority ? { assigningAuthority } : {}) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clinic['api-keys'][':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

/** The EHRs allowed to call the CDS Hooks service (worker/routes/clinic-cds-clients.ts). */
export const cdsClientsQuery = queryOptions({
  queryKey: clinicKeys.cdsClients,
  queryFn: () => unwrap(api.clinic['cds-clients'].$get()),
});

/** Cards sent, accepted and overridden per EHR connection and rule, 90 days (worker/routes/clinic-cds-feedback.ts). */
export const cdsFeedbackQuery = queryOptions({
  queryKey: clinicKeys.cdsFeedback,
  queryFn: () => unwrap(api.clinic['cds-feedback'].$get()),
});

/** Registers an EHR; the answer holds the client id it must send as `sub`. */
export function useRegisterCdsClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: CdsClientCreate) => unwrap(api.clinic['cds-clients'].$post({ json })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: cdsClientsQuery.queryKey }), qc.invalidateQueries({ queryKey: cdsFeedbackQuery.queryKey })]),
  });
}

export function useRemoveCdsClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clinic['cds-clients'][':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: cdsClientsQuery.queryKey }), qc.invalidateQueries({ queryKey: cdsFeedbackQuery.queryKey })]),
  });
}

/** The EHR users linked to MedAssist users on a SMART connection (worker/routes/clinic-cds-clients.ts). */
export const ehrUserLinksQuery = (cdsClientId: number) =>
  queryOptions({
    queryKey: clinicKeys.ehrUserLinks(cdsClientId),
    queryFn: () => unwrap(api.clinic['cds-clients'][':id']['user-links'].$get({ param: { id: String(cdsClientId) } })),
  });

/** An owner removes a link: that EHR user's launches open for whoever signs in, until linked again. */
export function useRemoveEhrUserLink(cdsClientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => unwrap(api.clinic['cds-clients'][':id']['user-links'][':linkId'].$delete({ param: { id: String(cdsClientId), linkId: String(linkId) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: clinicKeys.ehrUserLinks(cdsClientId) }),
  });
}

/** Apps that read the clinic's record with SMART tokens, each with its reads (worker/routes/clinic-smart-apps.ts). */
export const smartAppsQuery = queryOptions({
  queryKey: clinicKeys.smartApps,
  queryFn: () => unwrap(api.clinic['smart-apps'].$get()),
});

/** Registers an app; the answer holds its client id. */
export function useRegisterSmartApp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: SmartAppCreate) => unwrap(api.clinic['smart-apps'].$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: smartAppsQuery.queryKey }),
  });
}

/** Disables (its tokens end) or enables an app. */
export function useSetSmartAppDisabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => unwrap(api.clinic['smart-apps'][':id'].$patch({ param: { id: String(id) }, json: { disabled } })),
    onSettled: () => qc.invalidateQueries({ queryKey: smartAppsQuery.queryKey }),
  });
}

/** Deletes an app (its tokens end). */
export function useDeleteSmartApp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clinic['smart-apps'][':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: smartAppsQuery.queryKey }),
  });
}

/** Audit filters as the page holds them ('' = any). */
export interface AuditFilterValues {
  userId: string;
  patientId: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE = 50;

function auditSearch(filters: AuditFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
}

/** The audit trail, newest first, a page at a time ('Load more' asks for rows before the last id). */
export const auditEventsQuery = (filters: AuditFilterValues) =>
  infiniteQueryOptions({
    queryKey: clinicKeys.auditEvents({ ...filters }),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api['audit-events'].$get({
          query: { ...auditSearch(filters), limit: String(AUDIT_PAGE), ...(pageParam ? { before: String(pageParam) } : {}) },
        }),
      ),
    getNextPageParam: (last) => (last.length === AUDIT_PAGE ? last[last.length - 1]!.id : undefined),
  });

/** The CSV download link for the same filters (all matching rows, not one page). */
export function auditCsvHref(filters: AuditFilterValues): string {
  return `/api/audit-events?${new URLSearchParams({ ...auditSearch(filters), format: 'csv' })}`;
}

/** The chain's current head (newest sealed entry), for owners to note down outside MedAssist. */
export const auditHeadQuery = queryOptions({
  queryKey: clinicKeys.auditHead,
  queryFn: () => unwrap(api['audit-events'].head.$get()),
});

export function useVerifyAuditChain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api['audit-events'].verify.$get()),
    // The check seals what was pending: the head may have moved on.
    onSuccess: () => void qc.invalidateQueries({ queryKey: auditHeadQuery.queryKey }),
  });
}

export const CLINIC_EXPORT_HREF = '/api/clinic/export';
export const CLINIC_FHIR_EXPORT_HREF = '/api/clinic/export/fhir';

/** The clinic's Bulk Data exports; asked again every 5 s while one runs, so its count moves. */
export const bulkExportsQuery = queryOptions({
  queryKey: clinicKeys.bulkExports,
  queryFn: () => unwrap(api.clinic.export.bulk.$get()),
  refetchInterval: (query) => (query.state.data?.some((job) => job.state === 'running') ? 5000 : false),
});

export type BulkExportSummary = ApiData<typeof api.clinic.export.bulk.$get>[number];

export function useClinicDetails() {
  return useQuery(clinicQuery);
}

/** Whether the clinic has an unspent recovery code (never the code itself). */
export const recoveryCodeQuery = queryOptions({
  queryKey: clinicKeys.recoveryCode,
  queryFn: () => unwrap(api.clinic['recovery-code'].$get()),
});

/** Creates a new clinic recovery code, voiding the old one; the answer holds the code, shown once. */
export function useCreateRecoveryCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.clinic['recovery-code'].$post()),
    onSuccess: () => qc.invalidateQueries({ queryKey: clinicKeys.recoveryCode }),
  });
}

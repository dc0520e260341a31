import { msg } from '../core/i18n/msg';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sealAuditAfterRequest } from './audit/seal-middleware';
import { d1Bookmarks } from './db/request-db';
import type { AppEnv } from './env';
import { ApiException } from './errors';
import { handleError } from './http/handle-error';
import { fhirNotFound } from './fhir/respond';
import { readUnreadBody } from './middleware/read-unread-body';
import { apiSecurityHeaders, csrfGuard, fetchMetadataGuard, requestId } from './middleware/security';
import { accountRoutes } from './routes/account';
import { aiRoutes } from './routes/ai';
import { appointmentRoutes } from './routes/appointments';
import { authRoutes } from './routes/auth';
import { chartRoutes } from './routes/chart';
import { auditRoutes } from './routes/audit';
import { clinicRoutes } from './routes/clinic';
import { clinicCdsClientRoutes } from './routes/clinic-cds-clients';
import { clinicCdsFeedbackRoutes } from './routes/clinic-cds-feedback';
import { clinicSmartAppRoutes } from './routes/clinic-smart-apps';
import { oauthConsentRoutes } from './routes/oauth-consent';
import { oauthRoutes } from './routes/oauth';
import { smartConfigurationRoutes } from './routes/smart-configuration';
import { wellKnownRoutes } from './routes/well-known';
import { clinicEscalationRoutes } from './routes/clinic-escalation';
import { clinicExportRoutes } from './routes/clinic-export';
import { cdsServiceRoutes } from './routes/cds-services';
import { smartRoutes } from './routes/smart';
import { smartApiRoutes } from './routes/smart-api';
import { clinicalNoteRoutes } from './routes/clinical-notes';
import { fhirRoutes } from './routes/fhir';
import { fhirImportRoutes } from './routes/fhir-import';
import { labResultRoutes } from './routes/lab-results';
import { hl7Routes } from './routes/hl7';
import { unmatchedLabResultRoutes } from './routes/unmatched-lab-results';
import { liveRoutes } from './routes/live';
import { memberRoutes } from './routes/members';
import { messageRoutes } from './routes/messages';
import { metaRoutes } from './routes/meta';
import { notificationRoutes, pushRoutes } from './routes/notifications';
import { passwordResetRoutes } from './routes/password-reset';
import { patientRoutes } from './routes/patients';
import { referenceRoutes } from './routes/reference';
import { statsRoutes } from './routes/stats';
import { userClinicRoutes } from './routes/user-clinics';

/** Largest JSON body any route accepts (AI image uploads have their own, larger limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiException(413, msg('Request body is too large.'));
  },
});

const api = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(fetchMetadataGuard)
  .use(csrfGuard)
  .use(d1Bookmarks)
  .use(sealAuditAfterRequest)
  // /api/ai/* takes images and /api/fhir/import whole bundles: each applies its own limit
  // (routes/ai.ts AI_MAX_BODY_BYTES, routes/fhir-import.ts FHIR_IMPORT_MAX_BYTES).
  .use((c, next) => (c.req.path.startsWith('/api/ai/') || c.req.path === '/api/fhir/import' ? next() : jsonBodyLimit(c, next)))
  .route('/', metaRoutes)
  .route('/', authRoutes)
  .route('/', accountRoutes)
  .route('/user', userClinicRoutes)
  .route('/', referenceRoutes)
  .route('/', statsRoutes)
  .route('/patients', patientRoutes)
  .route('/patients', chartRoutes)
  .route('/clinical-notes', clinicalNoteRoutes)
  .route('/appointments', appointmentRoutes)
  .route('/lab-results', labResultRoutes)
  .route('/hl7', hl7Routes)
  .route('/unmatched-lab-results', unmatchedLabResultRoutes)
  .route('/messages', messageRoutes)
  .route('/notifications', notificationRoutes)
  .route('/push', pushRoutes)
  .route('/password-reset', passwordResetRoutes)
  .route('/clinic/members', memberRoutes)
  .route('/clinic/export', clinicExportRoutes)
  .route('/clinic/escalation', clinicEscalationRoutes)
  .route('/clinic/cds-clients', clinicCdsClientRoutes)
  .route('/clinic/cds-feedback', clinicCdsFeedbackRoutes)
  .route('/clinic/smart-apps', clinicSmartAppRoutes)
  .route('/oauth', oauthConsentRoutes)
  .route('/clinic', clinicRoutes)
  .route('/audit-events', auditRoutes)
  .route('/ai', aiRoutes)
  .route('/fhir', fhirImportRoutes);

/** The whole Worker app: /api, /ws, the FHIR R4 read API, the SMART authorization server (/oauth), the CDS Hooks service; everything else is the SPA from static assets. */
export const app = new Hono<AppEnv>()
  .use(readUnreadBody)
  .use(requestId)
  .route('/api', api)
  // Before the FHIR routes: apps on any origin read it (no data, no cookie), past their fetch-metadata guard.
  .route('/fhir/R4/.well-known', smartConfigurationRoutes)
  .route('/fhir/R4', fhirRoutes)
  .route('/oauth', oauthRoutes)
  .route('/.well-known', wellKnownRoutes)
  .route('/cds-services', cdsServiceRoutes)
  // The SMART workspace's own calls first: /smart's catch-all answers pages (routes/smart-api.ts).
  .route('/smart/api', smartApiRoutes)
  .route('/smart', smartRoutes)
  .route('/', liveRoutes);

app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ message: 'Not found.' }, 404);
  if (/^\/fhir(\/|$)/.test(new URL(c.req.url).pathname)) return fhirNotFound(c);
  return c.env.ASSETS.fetch(c.req.raw);
});
app.onError(handleError);

export type AppType = typeof api;
export type { SmartApiType } from './routes/smart-api';

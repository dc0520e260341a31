import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { CdsClientCreateSchema, isLoopbackHttp, SERVER_URL_HTTPS_ONLY } from '../../core/schemas/cds-clients';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { createCdsClient, listCdsClients, revokeCdsClient } from '../db/queries/cds-clients';
import { findLinkOfConnection, listLinksOfConnection, unlinkFhirUser } from '../db/queries/smart-user-links';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { allowsLocalEhrHttp } from '../cds/local-http';
import { pathId } from '../http/params';
import { validate } from '../validation';

export const CDS_ISSUER_TAKEN = msg('This clinic already has a connection for this issuer: remove it first to register the EHR anew (with new keys, for example).');

/**
 * EHRs allowed to call the CDS Hooks service (DESIGN.md §9 "Trusting a CDS client"), owners only:
 * register (answers the client id the EHR sends as `sub`), list, remove. Audited like API keys.
 */
export const clinicCdsClientRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), async (c) => c.json(await listCdsClients(sessionDb(c), c.get('session').clinicId), 200))
  .post('/', allow('clinic:admin'), validate('json', CdsClientCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { name, issuer, fhirServer, jwks, jwksUrl, smartClientId } = c.req.valid('json');
    // Plain http reaches only a stand-in on this machine, and only in a local run (tests, npm start).
    if (!allowsLocalEhrHttp(c.env)) {
      const plain = (['fhirServer', 'jwksUrl'] as const).filter((field) => {
        const url = field === 'fhirServer' ? fhirServer : jwksUrl;
        return url !== undefined && isLoopbackHttp(new URL(url));
      });
      if (plain.length > 0) throw new ApiException(400, SERVER_URL_HTTPS_ONLY, Object.fromEntries(plain.map((f) => [f, [SERVER_URL_HTTPS_ONLY]])));
    }
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'create', entity: 'cds_client' });
    const created = await createCdsClient(
      sessionDb(c),
      { clinicId, createdBy: userId, name, issuer, fhirServer: fhirServer ?? null, jwks: jwks ?? null, jwksUrl: jwksUrl ?? null, smartClientId: smartClientId ?? null },
      audit,
    );
    if (!created) throw new ApiException(409, CDS_ISSUER_TAKEN, { issuer: [CDS_ISSUER_TAKEN] });
    return c.json(created, 201);
  })
  .delete('/:id', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'EHR connection');
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'revoke', entity: 'cds_client', entityId: id });
    if (!(await revokeCdsClient(sessionDb(c), clinicId, id, audit))) throw new ApiException(404, msg('EHR connection not found.'));
    return c.json({ message: 'EHR connection removed: its CDS Hooks requests are refused from now on.' }, 200);
  })
  // The EHR users linked to MedAssist users on a connection (SMART launch, issue 37), and removing one.
  .get('/:id/user-links', allow('clinic:admin'), async (c) => {
    const links = await listLinksOfConnection(sessionDb(c), c.get('session').clinicId, pathId(c.req.param('id'), 'EHR connection'));
    if (!links) throw new ApiException(404, msg('EHR connection not found.'));
    return c.json(links.map((l) => ({ id: l.id, fhirUser: l.fhirUser, userId: l.userId, userName: l.userName, since: l.createdAt.toISOString() })), 200);
  })
  .delete('/:id/user-links/:linkId', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const cdsClientId = pathId(c.req.param('id'), 'EHR connection');
    const db = sessionDb(c);
    const link = await findLinkOfConnection(db, clinicId, cdsClientId, pathId(c.req.param('linkId'), 'link'));
    const audit = link && await signAudit(await auditKey(c.env), {
      clinicId, userId, action: 'smart_unlink', entity: 'cds_client', entityId: cdsClientId, detail: { fhirUser: link.fhirUser, linkedUser: link.userId },
    });
    if (!link || !audit || !(await unlinkFhirUser(db, clinicId, link.id, audit))) throw new ApiException(404, msg('This link is not there (any more).'));
    return c.json({ message: 'Link removed.' }, 200);
  });

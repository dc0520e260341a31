import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { isLoopbackHttp, SERVER_URL_HTTPS_ONLY } from '../../core/schemas/cds-clients';
import { SmartAppCreateSchema, SmartAppPatchSchema } from '../../core/schemas/smart-apps';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { allowsLocalEhrHttp } from '../cds/local-http';
import { createSmartApp, deleteSmartApp, findSmartApp, listSmartApps, setSmartAppDisabled } from '../db/queries/smart-apps';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { pathId } from '../http/params';
import { validate } from '../validation';

const APP_NOT_FOUND = msg('App not found.');

/**
 * Apps that read the clinic's record through /fhir/R4 with SMART tokens (DESIGN.md §9 "SMART
 * server"), owners only: register (answers the client id), list (with each app's reads), disable or
 * enable, delete. Disabling and deleting end the app's tokens in the same batch. Audited.
 */
export const clinicSmartAppRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), async (c) => c.json(await listSmartApps(sessionDb(c), c.get('session').clinicId), 200))
  .post('/', allow('clinic:admin'), validate('json', SmartAppCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { name, redirectUris, scopes, launchUrl, jwks, jwksUrl } = c.req.valid('json');
    // Plain http reaches only an app on this machine, and only in a local run (tests, npm start).
    if (!allowsLocalEhrHttp(c.env)) {
      const fieldErrors: Record<string, string[]> = {};
      if (redirectUris.some((u) => isLoopbackHttp(new URL(u)))) fieldErrors.redirectUris = [SERVER_URL_HTTPS_ONLY];
      if (launchUrl !== undefined && isLoopbackHttp(new URL(launchUrl))) fieldErrors.launchUrl = [SERVER_URL_HTTPS_ONLY];
      if (jwksUrl !== undefined && isLoopbackHttp(new URL(jwksUrl))) fieldErrors.jwksUrl = [SERVER_URL_HTTPS_ONLY];
      if (Object.keys(fieldErrors).length > 0) throw new ApiException(400, SERVER_URL_HTTPS_ONLY, fieldErrors);
    }
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'create', entity: 'smart_app' });
    const created = await createSmartApp(
      sessionDb(c),
      { clinicId, createdBy: userId, name, redirectUris, scopes, launchUrl: launchUrl ?? null, jwks: jwks ?? null, jwksUrl: jwksUrl ?? null },
      audit,
    );
    return c.json(created, 201);
  })
  .patch('/:id', allow('clinic:admin'), validate('json', SmartAppPatchSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'App');
    const { disabled } = c.req.valid('json');
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: disabled ? 'disable' : 'enable', entity: 'smart_app', entityId: id });
    const changed = await setSmartAppDisabled(sessionDb(c), clinicId, id, disabled, audit);
    // Already so is not an error; unknown (or another clinic's) is.
    if (!changed && !(await findSmartApp(sessionDb(c), clinicId, id))) throw new ApiException(404, APP_NOT_FOUND);
    return c.json({ id, disabled }, 200);
  })
  .delete('/:id', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'App');
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'delete', entity: 'smart_app', entityId: id });
    if (!(await deleteSmartApp(sessionDb(c), clinicId, id, audit))) throw new ApiException(404, APP_NOT_FOUND);
    return c.json({ message: 'App deleted: its tokens are refused from now on.' }, 200);
  });

import { Hono } from 'hono';
import { msg } from '../../core/i18n/msg';
import type { SmartUserLinkView } from '../../core/schemas/smart-launch';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSmartSession } from '../smart-app/frame-session';
import { allow } from '../auth/permissions';
import type { Db } from '../db/client';
import { auditInsert } from '../db/queries/audit';
import { findActiveLaunch } from '../db/queries/smart-launches';
import { findLinkOfFhirUser, findLinkOfUser, linkFhirUser, unlinkFhirUser } from '../db/queries/smart-user-links';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { pathId } from '../http/params';

// /smart/api/user-links/:launchId. The EHR user of a launch (its verified ID token's fhirUser) and the MedAssist user, linked once per
// EHR connection (issue 37): GET says how they stand, POST links them, DELETE removes the signed-in
// user's own link (an owner removes any from clinic administration, routes/clinic-cds-clients.ts). A launch by a linked EHR user
// for another MedAssist user is refused at the callback (routes/smart.ts).

const NOT_OPEN = msg('This launch is not open in this session: open MedAssist from the EHR again.');

async function linkView(db: Db, cdsClientId: number, fhirUser: string | null, userId: number): Promise<SmartUserLinkView> {
  const [ofFhirUser, ofUser] = await Promise.all([fhirUser ? findLinkOfFhirUser(db, cdsClientId, fhirUser) : null, findLinkOfUser(db, cdsClientId, userId)]);
  return {
    fhirUser,
    linked: ofFhirUser ? (ofFhirUser.userId === userId ? 'you' : 'another-user') : 'no',
    yours: ofUser ? { fhirUser: ofUser.fhirUser, since: ofUser.createdAt.toISOString() } : null,
  };
}

export const smartUserLinkRoutes = new Hono<AppEnv>()
  .use(requireSmartSession)
  .get('/:id', allow('clinical:read'), async (c) => {
    const session = c.get('session');
    const db = clinicDb(c, session.clinicId, { primary: true });
    const found = await findActiveLaunch(db, session.handle, pathId(c.req.param('id'), 'launch'));
    if (!found) throw new ApiException(404, NOT_OPEN);
    return c.json(await linkView(db, found.launch.cdsClientId, found.launch.fhirUser, session.userId), 200);
  })
  .post('/:id', allow('clinical:read'), async (c) => {
    const session = c.get('session');
    const db = clinicDb(c, session.clinicId, { primary: true });
    const found = await findActiveLaunch(db, session.handle, pathId(c.req.param('id'), 'launch'));
    if (!found) throw new ApiException(404, NOT_OPEN);
    const { launch } = found;
    if (!launch.fhirUser) throw new ApiException(409, msg('The EHR did not name its signed-in user with a verified identity token, so there is nothing to link.'));
    const linked = await linkFhirUser(db, { clinicId: session.clinicId, cdsClientId: launch.cdsClientId, fhirUser: launch.fhirUser, userId: session.userId });
    const view = await linkView(db, launch.cdsClientId, launch.fhirUser, session.userId);
    if (!linked) {
      if (view.linked === 'you') return c.json(view, 200);
      throw new ApiException(409, view.linked === 'another-user'
        ? msg('This EHR user is already linked to another MedAssist user.')
        : msg('Your MedAssist account is already linked to another user of this EHR.'));
    }
    await auditInsert(db, await signAudit(await auditKey(c.env), {
      clinicId: session.clinicId, userId: session.userId, action: 'smart_link', entity: 'cds_client', entityId: launch.cdsClientId,
      detail: { launch: launch.id, fhirUser: launch.fhirUser },
    }));
    return c.json(view, 200);
  })
  // The signed-in user's link on this launch's EHR connection, whichever EHR user it names.
  .delete('/:id', allow('clinical:read'), async (c) => {
    const session = c.get('session');
    const db = clinicDb(c, session.clinicId, { primary: true });
    const found = await findActiveLaunch(db, session.handle, pathId(c.req.param('id'), 'launch'));
    if (!found) throw new ApiException(404, NOT_OPEN);
    const { launch } = found;
    const mine = await findLinkOfUser(db, launch.cdsClientId, session.userId);
    if (!mine) throw new ApiException(404, msg('Your MedAssist account is not linked to a user of this EHR.'));
    await unlinkFhirUser(db, session.clinicId, mine.id, await signAudit(await auditKey(c.env), {
      clinicId: session.clinicId, userId: session.userId, action: 'smart_unlink', entity: 'cds_client', entityId: launch.cdsClientId,
      detail: { launch: launch.id, fhirUser: mine.fhirUser, linkedUser: mine.userId },
    }));
    return c.json(await linkView(db, launch.cdsClientId, launch.fhirUser, session.userId), 200);
  });

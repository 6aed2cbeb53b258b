import { TENANCY_PROOF_MESSAGES as M, tenancyProofExtension } from '../../../shared/tenancy-proof';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { getReview } from '../../services/admin-reviews';
import { decideTenancy, openTenancyProof, purgeDetachedProofs } from '../../services/tenancy-proofs';
import type * as routes from './tenancy-proof.routes';

export const getTenancyProofHandler: AppRouteHandler<typeof routes.getTenancyProof> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, storage } = c.get('deps');
  const proof = await openTenancyProof(db, storage, id);
  c.header('Content-Type', proof.mime);
  c.header('Content-Length', String(proof.size));
  c.header('Content-Disposition', `attachment; filename="tenancy-proof-${id}.${tenancyProofExtension(proof.mime)}"`);
  // A proof is personal data: no browser or proxy may keep a copy.
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  // The generated types list the binary answers; the body is the stored file, streamed.
  return c.body(proof.object.body, 200) as never;
};

export const decideTenancyHandler: AppRouteHandler<typeof routes.decideTenancy> = async (c) => {
  const { id } = c.req.valid('param');
  const { decision } = c.req.valid('json');
  const { db, storage, logger } = c.get('deps');
  const detached = await decideTenancy(db, c.get('user')!, id, decision);
  // After the commit: the file, then its row. A failure is retried by the expiry job (no orphan).
  await purgeDetachedProofs(db, storage, { ids: [detached] }).catch((err: unknown) =>
    logger.warn({ err }, 'could not remove a decided tenancy proof yet'),
  );
  const review = await getReview(db, id);
  return c.json(ok(decision === 'verified' ? M.verifiedDone : M.declinedDone, review), 200);
};

import { switchRoleInputSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { roleNotHeld } from './auth.errors.ts';
import { setSessionActiveRole } from './auth.repository.ts';
import type { AuthContext } from './sessions.usecases.ts';

/**
 * "Switch roles" (spec section 1): the session acts with one of the user's roles only, or with all of them
 * again (null). Only this session changes; the user's other sessions keep theirs.
 */
export async function switchRole(deps: AppDeps & { auth: AuthContext; roleId: string | null }) {
  if (deps.roleId !== null && !deps.auth.heldRoleIds.includes(deps.roleId)) throw roleNotHeld();
  await setSessionActiveRole(deps.db, deps.auth.ownSessionIds, deps.roleId);
  return { activeRoleId: deps.roleId };
}

export const switchRoleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/user/switchRole',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary: 'Act with one of your roles only (roleId), or with all of them again (null)',
        body: switchRoleInputSchema,
        response: okSchema(z.object({ activeRoleId: z.string().nullable() })),
      },
    },
    async (request) =>
      ok(
        request,
        await switchRole({ ...deps, auth: authOf(request), roleId: request.body.roleId }),
        'auth.role_switched',
      ),
  );
};

import { updateProfileSchema, userInfoSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { readUpload } from '../../lib/uploads/read-upload.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { menuNodeSchema } from './menu.schema.ts';
import {
  AVATAR_KINDS,
  getMenu,
  getUserInfo,
  listUsersForPicker,
  myRoles,
  setAvatar,
  updateProfile,
} from './users.usecases.ts';

const myRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  builtin: z.boolean(),
});

const pickerUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string(),
  kind: z.string(),
});

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/user/info',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user: profile, codes, balances',
        response: okSchema(userInfoSchema),
      },
    },
    async (request) => ok(request, await getUserInfo({ ...deps, auth: authOf(request) })),
  );

  app.post(
    '/api/user/menu',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary: 'The menu tree the user may see',
        response: okSchema(z.array(menuNodeSchema)),
      },
    },
    async (request) => ok(request, getMenu({ auth: authOf(request), locale: requestLocale(request) })),
  );

  app.post(
    '/user/updateInfo',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary: 'Update the editable profile fields',
        body: updateProfileSchema,
        response: okSchema(userInfoSchema),
      },
    },
    async (request) =>
      ok(request, await updateProfile({ ...deps, auth: authOf(request), changes: request.body })),
  );

  app.post(
    '/user/avatar',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary:
          'Upload the avatar: a png, jpeg or webp image (checked by content), at most the configured upload limit (default 500KB)',
        consumes: ['multipart/form-data'],
        response: okSchema(userInfoSchema),
      },
    },
    async (request) => {
      const maxBytes = (await getSysConfig(deps)).uploadLimitBytes;
      const upload = await readUpload(request, { maxBytes, kinds: AVATAR_KINDS });
      return ok(request, await setAvatar({ ...deps, auth: authOf(request), upload }), 'upload.success');
    },
  );

  app.get(
    '/user/businessTime',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary:
          'The business time zone (BUSINESS_TZ): the web app shows every time in it, as reports, file names and manifests do',
        response: okSchema(z.object({ timeZone: z.string() })),
      },
    },
    async (request) => ok(request, { timeZone: deps.config.businessTz }),
  );

  app.get(
    '/user/roles',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['user'],
        summary: "The caller's roles with their names and descriptions",
        response: okSchema(z.array(myRoleSchema)),
      },
    },
    async (request) => ok(request, await myRoles({ ...deps, auth: authOf(request) })),
  );

  app.get(
    '/admin/allUserList',
    {
      config: { access: ['adminList', 'adminRoleList'] },
      schema: {
        tags: ['users'],
        summary: 'Up to 50 users matching a keyword (e-mail or nickname), for pickers',
        querystring: z.object({ keyword: z.string().trim().max(64).optional() }),
        response: okSchema(z.array(pickerUserSchema)),
      },
    },
    async (request) => ok(request, await listUsersForPicker({ ...deps, keyword: request.query.keyword })),
  );
};

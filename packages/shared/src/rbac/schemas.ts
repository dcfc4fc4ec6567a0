import { z } from 'zod';

const name = z.string().trim().min(1, 'rbac.name_required').max(64);

export const resourceCategorySchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  sort: z.number().int(),
  resourceCount: z.number().int(),
});
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const resourceCategoryInputSchema = z.object({
  nameEn: name,
  nameZh: name,
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ResourceCategoryInput = z.infer<typeof resourceCategoryInputSchema>;

export const resourceSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  categoryId: z.string().nullable(),
  description: z.string(),
  /** Seeded resources are referenced by routes and endpoints: their code cannot change and they cannot be deleted. */
  system: z.boolean(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const RESOURCE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{1,63}$/;

export const resourceInputSchema = z.object({
  code: z.string().trim().regex(RESOURCE_CODE_PATTERN, 'rbac.code_invalid'),
  nameEn: name,
  nameZh: name,
  categoryId: z.string().uuid('rbac.category_invalid').nullable(),
  description: z.string().trim().max(255).default(''),
});
export type ResourceInput = z.infer<typeof resourceInputSchema>;

export const resourceListQuerySchema = z.object({
  categoryId: z.string().uuid().optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  builtin: z.boolean(),
  resourceCodes: z.array(z.string()),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  name,
  description: z.string().trim().max(255).default(''),
  resourceCodes: z.array(z.string()).max(500).default([]),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const roleListQuerySchema = z.object({ keyword: z.string().trim().max(64).optional() });

/** POST /admin/role/update and /staff/role/update: the roles a user holds (replaces the set). */
export const userRolesInputSchema = z.object({
  userId: z.string().uuid('rbac.user_invalid'),
  roleIds: z.array(z.string().uuid('rbac.role_invalid')).max(50),
});
export type UserRolesInput = z.infer<typeof userRolesInputSchema>;

export const roleMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string(),
  kind: z.string(),
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

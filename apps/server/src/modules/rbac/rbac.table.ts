import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A role is a named set of resource codes. The built-in administrator role can never lose a code. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    builtin: boolean('builtin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique regardless of case, so "Staff" and "staff" cannot both exist.
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

export const resourceCategories = pgTable('resource_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Set for seeded categories (shared RESOURCE_CATEGORIES keys) so the seed can find them again. */
  key: text('key').unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const resources = pgTable('resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  categoryId: uuid('category_id').references(() => resourceCategories.id),
  description: text('description').notNull().default(''),
  /** Seeded codes referenced by routes: their code cannot change and they cannot be deleted. */
  system: boolean('system').notNull().default(false),
});

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.resourceId] }),
    index('role_resources_resource_id').on(t.resourceId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id').on(t.roleId)],
);

export type RoleRow = typeof roles.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type ResourceCategoryRow = typeof resourceCategories.$inferSelect;

import { ROLE_SEEDS } from '@shiplabel/shared';

/**
 * The i18n keys (namespace rbac) of a role's name and description when they are still the seeded ones
 * (the seed finds its roles by this name too); a name or description an administrator typed is shown as
 * typed, so only the built-in texts are translated.
 */
export function seededRoleKeys(role: { name: string; description?: string }): {
  name?: string;
  description?: string;
} {
  const seed = ROLE_SEEDS.find((s) => s.name['en-US'] === role.name);
  if (!seed) return {};
  return {
    name: `seedRoles.${seed.key}.name`,
    ...(role.description === seed.description ? { description: `seedRoles.${seed.key}.description` } : {}),
  };
}

type T = (key: string, options: { ns: string; defaultValue: string }) => string;

/** A role's name in the reader's language: the translation of a seeded name, else the name as typed. */
export function roleName(role: { name: string }, t: T): string {
  const key = seededRoleKeys(role).name;
  return key ? t(key, { ns: 'rbac', defaultValue: role.name }) : role.name;
}

/** A role's description in the reader's language (seeded texts translated, typed ones as typed). */
export function roleDescription(role: { name: string; description: string }, t: T): string {
  const key = seededRoleKeys(role).description;
  return key ? t(key, { ns: 'rbac', defaultValue: role.description }) : role.description;
}

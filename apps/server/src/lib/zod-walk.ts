/**
 * Reads the shape of zod request schemas (zod 4 definitions) without running them: every field path of a
 * schema, and a sample value for it. Used by the tests that walk every route (route walk, field labels).
 */
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/nullable/default/pipe/lazy wrappers (the input side of a pipe). */
export function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (!def) return current;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in)?.type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy') current = (def.getter as () => unknown)();
    else return current;
  }
  return current;
}

export type LeafKind = 'string' | 'number' | 'boolean' | 'enum' | 'literal' | 'other';
export interface Leaf {
  kind: LeafKind;
  /** enum entries or literal values */
  values: unknown[];
}

function leafOf(def: Def): Leaf {
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { kind: 'string', values: [] };
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: 'number', values: [] };
    case 'boolean':
      return { kind: 'boolean', values: [] };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, unknown>) };
    case 'literal':
      return { kind: 'literal', values: def.values as unknown[] };
    default:
      return { kind: 'other', values: [] };
  }
}

/** Object members of a schema (through unions and intersections), or null when it is not an object. */
export function objectShape(schema: unknown): Record<string, unknown> | null {
  const def = defOf(unwrap(schema));
  if (!def) return null;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'intersection') return { ...objectShape(def.left), ...objectShape(def.right) };
  if (def.type === 'union') {
    const shapes = (def.options as unknown[]).map(objectShape).filter(Boolean);
    return shapes.length ? Object.assign({}, ...shapes) : null;
  }
  return null;
}

/** Every field path of a schema; array items appear as `*` (e.g. `parcels.*.weight`). */
export function fieldPaths(schema: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 12) return [];
  const def = defOf(unwrap(schema));
  if (!def) return [];
  const shape = objectShape(schema);
  if (shape) {
    return Object.entries(shape).flatMap(([key, inner]) => [
      [...prefix, key],
      ...fieldPaths(inner, [...prefix, key], depth + 1),
    ]);
  }
  if (def.type === 'array') return fieldPaths(def.element, [...prefix, '*'], depth + 1);
  if (def.type === 'record') return fieldPaths(def.valueType, [...prefix, '*'], depth + 1);
  if (def.type === 'tuple')
    return (def.items as unknown[]).flatMap((s) => fieldPaths(s, [...prefix, '*'], depth + 1));
  return [];
}

/** A value of the schema's shape whose leaves come from `leaf` (objects get every member, arrays one item). */
export function sample(
  schema: unknown,
  leaf: (l: Leaf, path: string[]) => unknown,
  path: string[] = [],
): unknown {
  if (path.length > 12) return null;
  const def = defOf(unwrap(schema));
  if (!def) return null;
  const shape = objectShape(schema);
  if (shape)
    return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, sample(s, leaf, [...path, k])]));
  if (def.type === 'array') return [sample(def.element, leaf, [...path, '0'])];
  if (def.type === 'tuple')
    return (def.items as unknown[]).map((s, i) => sample(s, leaf, [...path, String(i)]));
  if (def.type === 'record') return { key: sample(def.valueType, leaf, [...path, 'key']) };
  if (def.type === 'union') return sample((def.options as unknown[])[0], leaf, path);
  return leaf(leafOf(def), path);
}

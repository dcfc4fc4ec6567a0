import { isCustomerApiPath } from '@shiplabel/shared';

/** The parts of an OpenAPI 3 document this page reads (our /openapi.json). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maxLength?: number;
}
interface RawOperation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
/** A section of the reference; the server titles and describes it in the reader's language. */
interface RawTag {
  name: string;
  'x-displayName'?: string;
  description?: string;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  tags?: RawTag[];
}

export interface Field {
  name: string;
  in: string;
  type: string;
  required: boolean;
  description: string;
  example: unknown;
}
export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** No sign-in needed (no bearer security on the operation). */
  isPublic: boolean;
  parameters: Field[];
  /** Top-level fields of the JSON body; multipart uploads list theirs as 'file'. */
  body: Field[];
  bodyType: 'json' | 'multipart' | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

/** "string", "integer", "string (email)", "one of: a, b", "array of object"... */
export function typeOf(doc: OpenApiDocument, raw: JsonSchema | undefined): string {
  const schema = resolve(doc, raw);
  if (schema.enum) return schema.enum.map(String).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((v) => typeOf(doc, v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  if (type === 'array') return `${typeOf(doc, schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A plausible value for a field, for the request examples. */
export function exampleOf(doc: OpenApiDocument, raw: JsonSchema | undefined, name = ''): unknown {
  const schema = resolve(doc, raw);
  if (schema.default !== undefined && schema.default !== '') return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return exampleOf(doc, variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [exampleOf(doc, schema.items, name)];
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(doc, value, key);
    return out;
  }
  if (schema.format === 'email' || /email/i.test(name)) return 'you@example.com';
  if (schema.format === 'uuid' || /Id$|^id$/.test(name)) return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
  if (schema.format === 'date-time') return '2026-01-31T08:00:00.000Z';
  return name ? `<${name}>` : 'text';
}

function bodyOf(doc: OpenApiDocument, op: RawOperation): Pick<Operation, 'body' | 'bodyType'> {
  const content = op.requestBody?.content ?? {};
  const multipart = content['multipart/form-data'];
  if (multipart) return { bodyType: 'multipart', body: [fileField()] };
  const schema = resolve(doc, content['application/json']?.schema);
  if (!content['application/json']) return { bodyType: null, body: [] };
  const required = new Set(schema.required ?? []);
  const body = Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    in: 'body',
    type: typeOf(doc, field),
    required: required.has(name),
    description: resolve(doc, field).description ?? '',
    example: exampleOf(doc, field, name),
  }));
  return { bodyType: 'json', body };
}

const fileField = (): Field => ({
  name: 'file',
  in: 'body',
  type: 'file',
  required: true,
  description: '',
  example: '@file.pdf',
});

/** The customer-facing operations of the document, grouped by tag, in the document's order. */
export function customerOperations(doc: OpenApiDocument): Map<string, Operation[]> {
  const groups = new Map<string, Operation[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    if (!isCustomerApiPath(path)) continue;
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? path.split('/')[1] ?? 'api';
      const operation: Operation = {
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-'),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag,
        isPublic: !op.security?.length,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          type: typeOf(doc, p.schema),
          required: Boolean(p.required),
          description: p.description ?? '',
          example: exampleOf(doc, p.schema, p.name),
        })),
        ...bodyOf(doc, op),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  return groups;
}

/** A section's title and description as the document gives them (its name when it has no title). */
export function tagText(doc: OpenApiDocument, tag: string): { title: string; description: string } {
  const found = doc.tags?.find((entry) => entry.name === tag);
  return { title: found?.['x-displayName'] || tag, description: found?.description ?? '' };
}

import { apiTagDescription, apiTagName, type Locale } from '@shiplabel/shared';
import type { FastifyInstance } from 'fastify';

interface Operation {
  tags?: string[];
}
type Operations = Record<string, Record<string, Operation>>;
interface Document {
  paths?: Operations;
  tags?: unknown;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The tag an operation is listed under: its own, else the first segment of its path (as /wordView groups). */
export const operationTag = (path: string, operation: Operation) =>
  operation.tags?.[0] ?? path.split('/')[1] ?? 'api';

/**
 * The document with its sections (OpenAPI tags) described in the reader's language. The operations keep
 * the stable tag names (links and the /wordView group ids use them); each tag carries its translated
 * title as `x-displayName` (shown by the /api-docs reference and /wordView) and its description.
 */
export function withLocalizedTags<T extends object>(document: T, locale: Locale): T {
  const doc = document as Document;
  const seen: string[] = [];
  const paths: Operations = {};
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const copy: Record<string, Operation> = { ...operations };
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operationTag(path, operation);
      if (!seen.includes(tag)) seen.push(tag);
      if (!operation.tags?.length) copy[method] = { ...operation, tags: [tag] };
    }
    paths[path] = copy;
  }
  // The events we send (x-webhooks) are a section of their own too.
  const webhooks = (doc as { 'x-webhooks'?: Operations })['x-webhooks'] ?? {};
  for (const operations of Object.values(webhooks))
    for (const operation of Object.values(operations ?? {})) {
      const tag = (operation as Operation | null)?.tags?.[0];
      if (tag && !seen.includes(tag)) seen.push(tag);
    }
  const tags = seen.map((name) => ({
    name,
    'x-displayName': apiTagName(name, locale),
    description: apiTagDescription(name, locale),
  }));
  return { ...document, paths, tags };
}

/**
 * GET /openapi.json: the routes do not change once the app is ready, so each language's document is
 * localized and serialized once, on its first request, and that same text answers every later one
 * (it was re-localized and re-serialized, some hundreds of kilobytes, on every request).
 */
export function localizedOpenApi(app: FastifyInstance): (locale: Locale) => string {
  const documents = new Map<Locale, string>();
  return (locale) => {
    let text = documents.get(locale);
    if (text === undefined) {
      text = JSON.stringify(withLocalizedTags(app.swagger(), locale));
      documents.set(locale, text);
    }
    return text;
  };
}

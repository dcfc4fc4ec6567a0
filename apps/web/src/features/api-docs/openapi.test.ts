import { describe, expect, it } from 'vitest';
import { buildExamples } from './examples.ts';
import { customerOperations, type OpenApiDocument, tagText } from './openapi.ts';

const doc: OpenApiDocument = {
  components: { schemas: { Topic: { type: 'string', enum: ['rates', 'other'] } } },
  paths: {
    '/public/contact': {
      post: {
        summary: 'Send a contact message',
        tags: ['contact'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  email: { type: 'string', format: 'email' },
                  topic: { $ref: '#/components/schemas/Topic' },
                  company: { type: 'string', default: '' },
                  urgent: { type: 'boolean' },
                },
                required: ['name', 'email', 'topic', 'urgent'],
              },
            },
          },
        },
      },
    },
    '/app/workOrder/{id}': {
      get: {
        summary: 'One work order',
        tags: ['work orders'],
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'lang', in: 'query', required: false, schema: { type: 'string' } },
        ],
      },
    },
    '/admin/workOrder/list': { get: { summary: 'The staff queue', tags: ['work orders'] } },
    '/staff/list': { get: { summary: 'Employees' } },
  },
};

describe('the customer API reference', () => {
  const groups = customerOperations(doc);

  it('keeps the customer operations only, grouped by tag, with their fields and types', () => {
    expect([...groups.keys()]).toEqual(['contact', 'work orders']);
    expect(groups.get('work orders')!.map((op) => op.path)).toEqual(['/app/workOrder/{id}']);
    const contact = groups.get('contact')![0]!;
    expect(contact).toMatchObject({ method: 'POST', isPublic: true, bodyType: 'json' });
    expect(contact.body.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'string', true],
      ['email', 'string (email)', true],
      ['topic', 'rates | other', true],
      ['company', 'string', false],
      ['urgent', 'boolean', true],
    ]);
  });

  it('writes curl, fetch and requests examples with the token, Idempotency-Key and required fields', () => {
    const post = buildExamples('https://ship.example.com', groups.get('contact')![0]!);
    expect(post.curl).toContain("curl -X POST 'https://ship.example.com/public/contact'");
    expect(post.curl).toContain('Idempotency-Key');
    expect(post.curl).not.toContain('Authorization');
    expect(post.curl).toContain('"email": "you@example.com"');
    expect(post.curl).not.toContain('company');
    expect(post.javascript).toContain("method: 'POST'");
    expect(post.javascript).toContain('"topic": "rates"');
    expect(post.python).toContain('requests.post(');
    expect(post.python).toContain('"urgent": True');

    const get = buildExamples('https://ship.example.com', groups.get('work orders')![0]!);
    expect(get.curl).toContain('/app/workOrder/3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(get.curl).toContain('Authorization: Bearer $TOKEN');
    expect(get.curl).not.toContain('Idempotency-Key');
    expect(get.javascript).toContain(`Authorization: \`Bearer \${token}\``);
    expect(get.python).toContain('f"Bearer {token}"');
    expect(get.python).not.toContain('uuid');
  });
});

describe('tagText', () => {
  it('titles and describes a section as the document (in the reader’s language) does', () => {
    const zh: OpenApiDocument = {
      tags: [{ name: 'work orders', 'x-displayName': '工单', description: '客服工单及其回复。' }],
    };
    expect(tagText(zh, 'work orders')).toEqual({ title: '工单', description: '客服工单及其回复。' });
    expect(tagText(zh, 'contact')).toEqual({ title: 'contact', description: '' });
  });
});

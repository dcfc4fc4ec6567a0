import type { Operation } from './openapi.ts';

/** Request examples of an operation in curl, JavaScript (fetch) and Python (requests). */
export interface Examples {
  curl: string;
  javascript: string;
  python: string;
}

/** The URL with path parameters filled in and required query parameters appended. */
export function exampleUrl(origin: string, op: Operation): string {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    else if (p.in === 'query' && p.required) query.push(`${p.name}=${encodeURIComponent(String(p.example))}`);
  }
  return `${origin}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

const jsonBody = (op: Operation) =>
  op.bodyType === 'json'
    ? Object.fromEntries(op.body.filter((f) => f.required).map((f) => [f.name, f.example]))
    : null;

const quoteShell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `language`: the Accept-Language the examples send (the reader's, so answers come in it). */
export function buildExamples(origin: string, op: Operation, language = 'en-US'): Examples {
  const url = exampleUrl(origin, op);
  const body = jsonBody(op);
  const json = body ? JSON.stringify(body, null, 2) : null;
  const auth = !op.isPublic;
  const writes = op.method !== 'GET';

  const curl = [
    `curl -X ${op.method} ${quoteShell(url)}`,
    auth ? `  -H "Authorization: Bearer $TOKEN"` : null,
    `  -H 'Accept-Language: ${language}'`,
    writes ? `  -H "Idempotency-Key: $(uuidgen)"` : null,
    json ? `  -H 'Content-Type: application/json'` : null,
    json ? `  -d ${quoteShell(json)}` : null,
    op.bodyType === 'multipart' ? `  -F 'file=@file.pdf'` : null,
  ]
    .filter(Boolean)
    .join(' \\\n');

  const jsHeaders = [
    auth ? `    Authorization: \`Bearer \${token}\`,` : null,
    `    'Accept-Language': '${language}',`,
    writes ? `    'Idempotency-Key': crypto.randomUUID(),` : null,
    json ? `    'Content-Type': 'application/json',` : null,
  ].filter(Boolean);
  const javascript = [
    `const response = await fetch('${url}', {`,
    `  method: '${op.method}',`,
    `  headers: {`,
    ...jsHeaders,
    `  },`,
    json ? `  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),` : null,
    op.bodyType === 'multipart' ? `  body: formData, // FormData with a 'file' entry` : null,
    `});`,
    `const { code, message, data } = await response.json();`,
  ]
    .filter((line) => line !== null)
    .join('\n');

  const pyHeaders = [
    auth ? `    "Authorization": f"Bearer {token}",` : null,
    `    "Accept-Language": "${language}",`,
    writes ? `    "Idempotency-Key": str(uuid.uuid4()),` : null,
  ].filter(Boolean);
  const python = [
    writes ? 'import uuid' : null,
    'import requests',
    '',
    `response = requests.${op.method.toLowerCase()}(`,
    `    "${url}",`,
    `    headers={`,
    ...pyHeaders.map((h) => `    ${h}`),
    `    },`,
    json ? `    json=${pythonLiteral(body)},` : null,
    op.bodyType === 'multipart' ? `    files={"file": open("file.pdf", "rb")},` : null,
    `)`,
    `envelope = response.json()  # {"code": ..., "message": ..., "data": ...}`,
  ]
    .filter((line) => line !== null)
    .join('\n');

  return { curl, javascript, python };
}

/** JSON as a Python literal (True/False/None). */
function pythonLiteral(value: unknown): string {
  return JSON.stringify(value, null, 4)
    .replace(/\n/g, '\n    ')
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');
}

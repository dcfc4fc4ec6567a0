import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { errorHandler } from '../error-handler.ts';
import { IMAGE_KINDS, sniffFileKind } from './file-kind.ts';
import { readUpload } from './read-upload.ts';
import { registerMultipart } from './register.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setErrorHandler(errorHandler);
  await registerMultipart(app);
  app.post('/upload', async (request) => {
    const upload = await readUpload(request, { maxBytes: 500 * 1024, kinds: IMAGE_KINDS });
    return { kind: upload.kind, size: upload.bytes.length, fields: upload.fields, filename: upload.filename };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (body: ReturnType<typeof multipartBody>, lang = 'en-US') =>
  app.inject({
    method: 'POST',
    url: '/upload',
    ...body,
    headers: { ...body.headers, 'accept-language': lang },
  });

describe('readUpload', () => {
  it('reads one image with its form fields', async () => {
    const res = await post(multipartBody({ remark: 'hi' }, [{ filename: 'v.png', bytes: TINY_PNG }]));
    expect(res.json()).toEqual({
      kind: 'png',
      size: TINY_PNG.length,
      fields: { remark: 'hi' },
      filename: 'v.png',
    });
  });

  it('refuses a file over the limit with the spec message', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(500 * 1024)]);
    const res = await post(multipartBody({}, [{ filename: 'big.png', bytes: big }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file size cannot exceed 500KB');
    const zh = await post(multipartBody({}, [{ filename: 'big.png', bytes: big }]), 'zh-CN');
    expect(zh.json().message).toBe('文件大小不能超过 500KB');
  });

  it('refuses a disguised file by its content', async () => {
    const res = await post(
      multipartBody({}, [{ filename: 'evil.png', contentType: 'image/png', bytes: Buffer.from('<script>') }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().errorCode).toBe('upload.wrong_type');
  });

  it('refuses no file, two files and a non-multipart body', async () => {
    expect((await post(multipartBody({ a: 'b' }))).json().errorCode).toBe('upload.no_file');
    const two = multipartBody({}, [
      { filename: 'a.png', bytes: TINY_PNG },
      { filename: 'b.png', bytes: TINY_PNG },
    ]);
    expect((await post(two)).statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.json().errorCode).toBe('upload.not_multipart');
  });
});

describe('sniffFileKind', () => {
  it('knows the accepted kinds by their magic bytes', () => {
    expect(sniffFileKind(TINY_PNG)).toBe('png');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffFileKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from('MZ\x90\0'))).toBeNull();
  });
});

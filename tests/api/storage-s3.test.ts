import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Storage, parseStorageUrl } from '../../server/src/providers/s3-storage';
import { apiClient } from '../support/client';
import { createArticle, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startS3Server, type S3TestServer } from '../support/s3-server';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

let s3: S3TestServer;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'leerpunt-s3-cache-'));
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('parseStorageUrl', () => {
  it('reads bucket, prefix, endpoint, region and credentials', () => {
    expect(parseStorageUrl('s3://ak:s%2Fk@files/leerpunt/prod?endpoint=http://minio:9000&region=eu-west-1')).toEqual({
      bucket: 'files',
      prefix: 'leerpunt/prod',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'ak', secretAccessKey: 's/k' },
    });
    expect(parseStorageUrl('s3://files').forcePathStyle).toBe(false);
    expect(() => parseStorageUrl('https://files')).toThrow('s3://');
  });
});

describe('S3Storage', () => {
  const url = () => `s3://test-key:test-secret@leerpunt-files/app?endpoint=${encodeURIComponent(s3.endpoint)}`;

  it('writes, finds, replaces and removes objects; two processes see the same files', async () => {
    const a = S3Storage.fromUrl(url(), tempDir());
    const b = S3Storage.fromUrl(url(), tempDir());
    await a.write('pdf', 'guide.pdf', pdf('one'));
    expect(s3.objects.get('leerpunt-files/app/pdf/guide.pdf')?.body.toString()).toContain('% one');
    expect(s3.objects.get('leerpunt-files/app/pdf/guide.pdf')?.contentType).toBe('application/pdf');

    const seenByB = await b.locate('pdf', 'guide.pdf');
    expect(readFileSync(seenByB!, 'utf8')).toContain('% one');
    // Replaced through the other process: the cached copy is not served.
    await a.write('pdf', 'guide.pdf', pdf('two'));
    expect(readFileSync((await b.locate('pdf', 'guide.pdf'))!, 'utf8')).toContain('% two');

    await a.remove('pdf', 'guide.pdf');
    expect(s3.objects.has('leerpunt-files/app/pdf/guide.pdf')).toBe(false);
    expect(await b.locate('pdf', 'guide.pdf')).toBeNull();
    expect(await b.locate('pdf', 'never-stored.pdf')).toBeNull();
  });

  it('refuses unsafe names without calling the bucket', async () => {
    const storage = S3Storage.fromUrl(url(), tempDir());
    const before = s3.requests.length;
    await expect(storage.write('pdf', '../escape.pdf', pdf('x'))).rejects.toThrow('unsafe file name');
    expect(await storage.locate('pdf', '../escape.pdf')).toBeNull();
    await storage.remove('pdf', '.hidden');
    expect(s3.requests.length).toBe(before);
  });

  it('drops the local copy of an object when it is removed or replaced', async () => {
    const dir = tempDir();
    const storage = S3Storage.fromUrl(url(), dir);
    await storage.write('evidence', 'a1-certificate.pdf', pdf('kept'));
    const cached = (await storage.locate('evidence', 'a1-certificate.pdf'))!;
    expect(existsSync(cached)).toBe(true);
    await storage.write('evidence', 'a1-certificate.pdf', pdf('replaced'));
    expect(existsSync(cached)).toBe(false);
    const again = (await storage.locate('evidence', 'a1-certificate.pdf'))!;
    expect(readFileSync(again, 'utf8')).toContain('% replaced');
    await storage.remove('evidence', 'a1-certificate.pdf');
    expect(existsSync(again)).toBe(false);
    expect(readdirSync(path.join(dir, 'evidence'))).toEqual([]);
  });

  it('keeps the cache within its size limit, pruning the least recently used copies first', async () => {
    const dir = tempDir();
    const storage = S3Storage.fromUrl(url(), dir, 3000);
    const body = (i: number) => Buffer.concat([pdf(`object ${i}`), Buffer.alloc(1000 - pdf(`object ${i}`).length, 0x20)]);
    const paths: string[] = [];
    const cachedNames = () =>
      readdirSync(path.join(dir, 'pdf'))
        .map((f) => f.slice(17))
        .sort();
    for (let i = 1; i <= 5; i++) {
      await storage.write('pdf', `cache-${i}.pdf`, body(i));
      paths[i] = (await storage.locate('pdf', `cache-${i}.pdf`))!;
      // Each copy last used a minute apart, the newest now.
      const usedAt = new Date(Date.now() - (10 - i) * 60_000);
      utimesSync(paths[i], usedAt, usedAt);
    }
    expect(cachedNames()).toEqual(['cache-3.pdf', 'cache-4.pdf', 'cache-5.pdf']);
    // Reading copy 3 again makes it the most recently used; the next download prunes copy 4.
    expect(await storage.locate('pdf', 'cache-3.pdf')).toBe(paths[3]);
    await storage.write('pdf', 'cache-6.pdf', body(6));
    await storage.locate('pdf', 'cache-6.pdf');
    expect(cachedNames()).toEqual(['cache-3.pdf', 'cache-5.pdf', 'cache-6.pdf']);
    // A pruned copy is downloaded again when asked for.
    expect(readFileSync((await storage.locate('pdf', 'cache-1.pdf'))!, 'utf8')).toContain('% object 1');
  });
});

describe('the app with STORAGE_URL', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('stores uploaded PDFs in the bucket and serves them from there', async () => {
    t = await startTestApp({ STORAGE_URL: `s3://k:s@app-files?endpoint=${encodeURIComponent(s3.endpoint)}` });
    expect(t.services.storage).toBeInstanceOf(S3Storage);
    const api = apiClient(t.url);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const a = await createArticle(t.services);
    const upload = await api.gql(
      'mutation($input: UploadArticlePdfInput!) { uploadArticlePdf(input: $input) { article { pdfFilename } } }',
      { input: { articleId: a.id, fileName: 'bucket.pdf', base64: pdf('from the bucket').toString('base64') } },
      admin.token,
    );
    const filename = upload.body.data.uploadArticlePdf.article.pdfFilename as string;
    expect(s3.objects.get(`app-files/pdf/${filename}`)?.body.toString()).toContain('% from the bucket');
    const res = await fetch(`${t.url}/api/pdf/${filename}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toContain('% from the bucket');
  });

  it('keeps outside-activity evidence in the bucket and removes it with the activity', async () => {
    const api = apiClient(t.url);
    const member = await createUser(t.services);
    const created = await api.post(
      '/api/outside-activities',
      { kind: 'COURSE', date: '2025-05-01', title: 'Course', provider: 'Academy', category: 'Tax', hours: 3, points: 3 },
      member.token,
    );
    const id = created.body.id as string;
    const upload = await fetch(`${t.url}/api/outside-activities/${id}/evidence?filename=proof.pdf`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
      body: new Uint8Array(pdf('evidence in the bucket')),
    });
    expect(upload.status).toBe(200);
    const key = [...s3.objects.keys()].find((k) => k.startsWith(`app-files/evidence/${id}-`));
    expect(key).toBeDefined();
    expect(s3.objects.get(key!)?.body.toString()).toContain('% evidence in the bucket');
    const res = await fetch(`${t.url}/api/outside-activities/${id}/evidence`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toContain('% evidence in the bucket');
    expect((await api.delete(`/api/outside-activities/${id}`, member.token)).status).toBe(200);
    expect(s3.objects.has(key!)).toBe(false);
  });

  it('answers 503 with Retry-After while the bucket is down, never a 500, and works again when it is back', async () => {
    const api = apiClient(t.url);
    const member = await createUser(t.services);
    const created = await api.post(
      '/api/outside-activities',
      { kind: 'COURSE', date: '2025-05-02', title: 'Seminar', provider: 'Academy', category: 'Tax', hours: 2, points: 2 },
      member.token,
    );
    const id = created.body.id as string;
    const put = () =>
      fetch(`${t.url}/api/outside-activities/${id}/evidence?filename=proof.pdf`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf('evidence while the bucket is down')),
      });
    expect((await put()).status).toBe(200);
    const { pdfFilename } = (await t.db.query('SELECT pdf_filename AS "pdfFilename" FROM articles WHERE pdf_filename IS NOT NULL LIMIT 1'))[0] as {
      pdfFilename: string;
    };
    s3.down = true;
    try {
      for (const res of [
        await put(),
        await fetch(`${t.url}/api/outside-activities/${id}/evidence`, { headers: { authorization: `Bearer ${member.token}` } }),
        await fetch(`${t.url}/api/pdf/${pdfFilename}`),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(((await res.json()) as { error: string }).error).toBe('File storage is temporarily unavailable. Please try again in a moment.');
      }
      // Deleting the activity is a change that stands: it succeeds, and the file left behind is logged.
      expect((await api.delete(`/api/outside-activities/${id}`, member.token)).status).toBe(200);
    } finally {
      s3.down = false;
    }
    expect((await fetch(`${t.url}/api/pdf/${pdfFilename}`)).status).toBe(200);
  });
});

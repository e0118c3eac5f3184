import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { lazyRequire } from '../lazy-require';
import { isSafeFileName, StorageUnavailableError, type FileStorage, type StorageArea } from './file-storage';

const s3 = lazyRequire<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

export interface S3Location {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Reads `s3://[key:secret@]bucket[/prefix]?endpoint=https://host:port&region=eu-west-1&forcePathStyle=true`.
 * Without credentials in the URL the SDK's usual sources apply (AWS_ACCESS_KEY_ID, instance roles);
 * a custom endpoint (MinIO, Ceph, R2 ...) implies path-style addressing unless told otherwise.
 */
export function parseStorageUrl(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error('STORAGE_URL must look like s3://bucket?endpoint=...');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  const pathStyle = u.searchParams.get('forcePathStyle');
  return {
    bucket: u.hostname,
    prefix: decodeURIComponent(u.pathname.replace(/^\/+|\/+$/g, '')),
    endpoint,
    region: u.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : !!endpoint,
    credentials: u.username ? { accessKeyId: decodeURIComponent(u.username), secretAccessKey: decodeURIComponent(u.password) } : undefined,
  };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** A cached copy younger than this is never pruned: a request may have located it and not yet opened it. */
const CACHE_GRACE_MS = 10_000;

/** Cached copies are named `<16 hex of the ETag's hash>-<object name>`. */
const cachedCopyOf = (name: string) => (file: string) => file.length === name.length + 17 && file.endsWith(`-${name}`) && /^[0-9a-f]{16}-/.test(file);

/**
 * Files in an S3-compatible bucket, so several app processes share them. `locate` keeps the
 * FileStorage contract (a local path to send) by downloading into a cache folder keyed by the
 * object's ETag: every call asks the bucket first, so a replaced or deleted object is never served
 * from the cache. The cache holds at most `cacheMaxBytes`, least recently used copies pruned first,
 * and a write or remove drops the host's copies of that object at once.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    private readonly cacheDir: string,
    private readonly cacheMaxBytes = 1024 * 1024 * 1024,
  ) {
    this.client = new (s3().S3Client)({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // Plain Content-MD5-free uploads and downloads: the checksums are optional and not every S3-compatible server has them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Sends a command whose failure means the bucket could not be reached (a write or a delete). */
  private async reach(command: PutObjectCommand | DeleteObjectCommand): Promise<void> {
    try {
      await this.client.send(command);
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  static fromUrl(url: string, cacheDir: string, cacheMaxBytes?: number): S3Storage {
    return new S3Storage(parseStorageUrl(url), cacheDir, cacheMaxBytes);
  }

  private key(area: StorageArea, name: string): string | null {
    if (!isSafeFileName(name)) return null;
    return [this.location.prefix, area, name].filter(Boolean).join('/');
  }

  async write(area: StorageArea, name: string, bytes: Buffer): Promise<void> {
    const key = this.key(area, name);
    if (!key) throw new Error(`unsafe file name: ${name}`);
    await this.dropCached(area, name);
    await this.reach(
      new (s3().PutObjectCommand)({
        Bucket: this.location.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: area === 'pdf' ? 'application/pdf' : undefined,
      }),
    );
  }

  async locate(area: StorageArea, name: string): Promise<string | null> {
    const key = this.key(area, name);
    if (!key) return null;
    let etag: string;
    try {
      const head = await this.client.send(new (s3().HeadObjectCommand)({ Bucket: this.location.bucket, Key: key }));
      etag = head.ETag ?? '';
    } catch (error) {
      if (notFound(error)) return null;
      throw new StorageUnavailableError(error);
    }
    const tag = createHash('sha256').update(etag).digest('hex').slice(0, 16);
    const file = path.join(this.cacheDir, area, `${tag}-${name}`);
    try {
      if ((await stat(file)).isFile()) {
        // Used now: the pruning goes by last use.
        const now = new Date();
        await utimes(file, now, now).catch(() => undefined);
        return file;
      }
    } catch {
      /* not cached yet */
    }
    let body: Uint8Array;
    try {
      const object = await this.client.send(new (s3().GetObjectCommand)({ Bucket: this.location.bucket, Key: key }));
      body = await object.Body!.transformToByteArray();
    } catch (error) {
      if (notFound(error)) return null;
      throw new StorageUnavailableError(error);
    }
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    await this.prune(file);
    return file;
  }

  async remove(area: StorageArea, name: string): Promise<void> {
    const key = this.key(area, name);
    if (!key) return;
    await this.reach(new (s3().DeleteObjectCommand)({ Bucket: this.location.bucket, Key: key }));
    // Other hosts never serve their copies (locate asks the bucket first); their pruning removes them.
    await this.dropCached(area, name);
  }

  /** Deletes this host's cached copies of `name` (every version). */
  private async dropCached(area: StorageArea, name: string): Promise<void> {
    const dir = path.join(this.cacheDir, area);
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.filter(cachedCopyOf(name)).map((f) => unlink(path.join(dir, f)).catch(() => undefined)));
  }

  /**
   * Brings the cache back under its size limit, least recently used first. The copy just downloaded and copies
   * used in the last few seconds stay, so a file is not taken away between `locate` and its sending.
   */
  private async prune(keep: string): Promise<void> {
    const copies: Array<{ file: string; size: number; usedAt: number }> = [];
    for (const area of await readdir(this.cacheDir).catch(() => [] as string[])) {
      const dir = path.join(this.cacheDir, area);
      for (const f of await readdir(dir).catch(() => [] as string[])) {
        if (f.endsWith('.tmp')) continue;
        const info = await stat(path.join(dir, f)).catch(() => null);
        if (info?.isFile()) copies.push({ file: path.join(dir, f), size: info.size, usedAt: info.mtimeMs });
      }
    }
    let total = copies.reduce((sum, c) => sum + c.size, 0);
    const recent = Date.now() - CACHE_GRACE_MS;
    for (const copy of copies.sort((a, b) => a.usedAt - b.usedAt)) {
      if (total <= this.cacheMaxBytes) break;
      if (copy.file === keep || copy.usedAt > recent) continue;
      await unlink(copy.file).catch(() => undefined);
      total -= copy.size;
    }
  }
}

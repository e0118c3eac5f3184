import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Areas of the file store; each is one flat folder. */
export type StorageArea = 'pdf' | 'evidence';

/** Names a stored file may have: no folders, no leading dot, a short safe alphabet. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

export const isSafeFileName = (name: string) => SAFE_FILE_NAME.test(name) && !name.includes('..');

/**
 * The file store could not be reached (an object store that is down, refusing or timing out). The app answers
 * 503 with Retry-After for it, as for a lost database: the request may be repeated, nothing was half-written.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`file storage unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Where uploaded and generated files live (a disk folder today; an object store could implement the same). */
export interface FileStorage {
  write(area: StorageArea, name: string, bytes: Buffer): Promise<void>;
  /** Absolute path of an existing file, or null when the name is unsafe or nothing is stored under it. */
  locate(area: StorageArea, name: string): Promise<string | null>;
  remove(area: StorageArea, name: string): Promise<void>;
}

/** Disk storage under STORAGE_DIR; writes go through a temporary file so readers never see half a file. */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(area: StorageArea, name: string): string | null {
    if (!isSafeFileName(name)) return null;
    const dir = path.join(this.root, area);
    const file = path.join(dir, name);
    return path.dirname(file) === dir ? file : null;
  }

  async write(area: StorageArea, name: string, bytes: Buffer): Promise<void> {
    const file = this.resolve(area, name);
    if (!file) throw new Error(`unsafe file name: ${name}`);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async locate(area: StorageArea, name: string): Promise<string | null> {
    const file = this.resolve(area, name);
    if (!file) return null;
    try {
      return (await stat(file)).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  async remove(area: StorageArea, name: string): Promise<void> {
    const file = this.resolve(area, name);
    if (file) await rm(file, { force: true });
  }
}

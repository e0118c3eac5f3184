import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockEmbeddedDatabase } from './pglite-lock';

describe('lockEmbeddedDatabase', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'leerpunt-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the folder for this process and frees it on release', () => {
    const db = path.join(dir, 'pglite');
    const release = lockEmbeddedDatabase(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${db}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that has ended', () => {
    const db = path.join(dir, 'pglite');
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${db}.lock`, ended.stdout);
    const release = lockEmbeddedDatabase(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a folder a running process holds', () => {
    const db = path.join(dir, 'pglite');
    writeFileSync(`${db}.lock`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(db)).toThrow(`is in use by process ${process.ppid}`);
  });
});

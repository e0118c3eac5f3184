import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

/**
 * PGlite runs inside one process: a second process opening the same folder would corrupt it. The lock file
 * holds the owner's pid; a file left by a process that no longer runs (or by this pid, after a container
 * restart) is taken over. Returns the release function; throws when a live process holds the folder.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. PGlite serves one process only: ` +
            'set DATABASE_URL to a PostgreSQL database to run several app processes.',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

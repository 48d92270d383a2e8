import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from '../../src/db/lock.ts';
import { tempDirs } from '../helpers.ts';

const tempDir = tempDirs();

describe('lock file', () => {
  it('refuses a directory locked by a live process and takes over a stale lock', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'db.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lock, `${child.pid}\n`);
      expect(() => acquireDirectoryLock(lock, 'db')).toThrow(/in use by process/);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    const release = acquireDirectoryLock(lock, 'db'); // the holder is dead now
    expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});

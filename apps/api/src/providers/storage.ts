import fs from 'node:fs';
import path from 'node:path';

/** Where uploaded documents live. Keys are relative paths made of safe segments. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; no error when it is not there. */
  remove(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A key is 1–5 segments of letters, digits, dot, dash and underscore, none '.' or '..'. */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 300) return false;
  const parts = key.split('/');
  return (
    parts.length <= 5 &&
    parts.every((p) => SEGMENT.test(p) && p !== '.' && p !== '..' && !p.includes('..'))
  );
}

/** Local-disk storage under one folder; a key that would resolve outside it is refused. */
export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string): string => {
    if (!isSafeKey(key)) throw new Error('unsafe storage key');
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep))
      throw new Error('storage key escapes the storage folder');
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${process.pid}.${Date.now()}.part`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, full);
    },
    async get(key) {
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.promises.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

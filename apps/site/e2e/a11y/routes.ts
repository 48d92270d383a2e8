import fs from 'node:fs';
import path from 'node:path';

/** Every route the build pre-rendered (a folder with its index.html), and the not-found page. */
export function prerenderedRoutes(): string[] {
  const dist = path.resolve(import.meta.dirname, '../../dist');
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      if (fs.existsSync(path.join(folder, 'index.html')))
        routes.push(`/${path.relative(dist, folder).split(path.sep).join('/')}`);
      walk(folder);
    }
  };
  if (fs.existsSync(path.join(dist, 'index.html'))) routes.push('/');
  walk(dist);
  return [...routes.sort(), '/no-such-page'];
}

// The local registry in a process of its own: the release proof's steps run synchronously and
// would otherwise block the very server they publish to. Prints "listening <port>" once ready.
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runServer } from 'verdaccio';

const dir = process.argv[2];
if (!dir) throw new Error('usage: registry-process.ts <storage folder>');
fs.mkdirSync(path.join(dir, 'storage'), { recursive: true });
const server = (await runServer({
  self_path: dir,
  storage: path.join(dir, 'storage'),
  auth: { htpasswd: { file: path.join(dir, 'htpasswd'), max_users: 10 } },
  uplinks: {},
  packages: {
    '@company/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
    '**': { access: '$all', publish: '$authenticated' },
  },
  log: { type: 'stdout', format: 'pretty', level: 'fatal' },
  web: { enable: false },
  // biome-ignore lint/suspicious/noExplicitAny: Verdaccio's config type asks for more than it needs.
} as any)) as Server;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

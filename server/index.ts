/**
 * `npm start`: builds the site when there is no build yet (or when
 * `--build` is passed), then serves it on PORT (default 3000). For small
 * deployments and previews; nginx or a CDN is the production front
 * (limits in site-server.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'doc_build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (process.argv.includes('--build') || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('No build found: building the site first (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = createSiteServer(dist);
// Clients that hang up make Node create an error per request they left
// queued (thousands under a flood); mapping each stack through tsx's source
// maps cost a quarter of the server's time under attack.
process.setSourceMapsEnabled(false);
let listening = false;
// What a client does ends that client's connection, never the process:
// Node answers malformed requests itself (400/431), and running out of
// descriptors while accepting is logged while the server goes on.
server.on('error', (err: NodeJS.ErrnoException) => {
  if (!listening) throw err; // cannot listen (port taken): nothing to serve
  console.error(`server: ${err.code ?? err.message}`);
});
// A deep accept queue: under a flood of connections a visitor's SYN waits
// its turn instead of being dropped (and retried only a second later).
server.listen({ port, host, backlog: 4096 }, () => {
  listening = true;
  console.log(`Diglot site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Japanese: /ja/)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

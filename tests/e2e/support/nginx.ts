/** Runs nginx with the shipped server block against the build, for tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from '../../../deploy/nginx';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export async function startNginx(port: number, extraHeaders: Record<string, string> = {}): Promise<{ stop(): void }> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install it (apt-get install nginx-light) or set NGINX_PATH`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diglot-nginx-'));
  const server = nginxConfig({ root: path.resolve('doc_build'), listen: `127.0.0.1:${port}`, headers: extraHeaders });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map(name => `${name}_temp_path ${path.join(dir, name)};`)
    .join(' ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr warn; worker_processes 1;
events {}
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp}
${server}
}`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise(r => setTimeout(r, 100));
    }
  }
  return {
    stop() {
      child.kill('SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `npm start`'s server (server/index.ts) as one Node process, so its
 * pid is the server's own: the bench reads its memory, the resilience test
 * its open descriptors. `maxFiles` lowers its descriptor limit (ulimit -n).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

export interface SiteServer {
  pid: number;
  base: string;
  /** Resident memory in bytes, from /proc. */
  rss(): number;
  /** Open file descriptors, from /proc. */
  openFiles(): number;
  exited(): boolean;
  stop(): Promise<void>;
}

export async function startSiteServer(port: number, options: { maxFiles?: number } = {}): Promise<SiteServer> {
  const command = 'exec node --import tsx server/index.ts';
  const child: ChildProcess = spawn('bash', ['-c', options.maxFiles ? `ulimit -n ${options.maxFiles} && ${command}` : command], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', chunk => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let gone = false;
  child.on('exit', () => {
    gone = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && !gone; i++) {
    try {
      if ((await fetch(`${base}/ja/`)).ok) break;
    } catch {}
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  if (gone) throw new Error(`the server exited while starting:\n${stderr}`);
  const pid = child.pid as number;
  return {
    pid,
    base,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    openFiles: () => fs.readdirSync(`/proc/${pid}/fd`).length,
    exited: () => gone,
    stop: () =>
      new Promise(resolve => {
        if (gone) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file of a build output, sorted, with the hash of its bytes. */
export function contents(dir: string): Map<string, string> {
  const files = (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter(file =>
    fs.statSync(path.join(dir, file)).isFile(),
  );
  return new Map(
    files.sort().map(file => [
      file,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

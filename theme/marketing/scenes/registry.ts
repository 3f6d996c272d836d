/**
 * Scene name → drawing module. Build-time only: the pages plugin imports
 * just the drawings of a page's first screen.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SceneName } from '../../../site/marketing/scene-types';

const here = path.dirname(fileURLToPath(import.meta.url));

export function sceneBodyFile(name: SceneName): string {
  return path.join(here, 'bodies', `${name}.tsx`);
}

import { createContext } from 'react';
import type { SceneName } from '../../../site/marketing/scene-types';
import type { SceneBody } from './SceneFrame';

/**
 * The scene drawings a page ships with its first screen (its hero's), passed
 * in by the generated page module; any other scene loads its own when
 * scrolled to. So no page carries the code of pictures it shows later.
 */
export const SceneBodies = createContext<Partial<Record<SceneName, SceneBody>>>({});

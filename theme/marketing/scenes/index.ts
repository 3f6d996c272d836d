export { SceneBodies } from './context';
export { Demo } from './Demo';
export { LazyScene } from './LazyScene';
export { type SceneBody, SceneFrame } from './SceneFrame';
export { isSceneName, type SceneCopy, type SceneName } from '../../../site/marketing/scene-types';

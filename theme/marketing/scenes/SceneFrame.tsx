import type { ComponentType } from 'react';
import { useCopy } from '../useCopy';
import type { SceneCopy, SceneName } from '../../../site/marketing/scene-types';
import './scenes.css';

export type SceneBody = ComponentType<{ scene: SceneCopy }>;

/** A picture of the product at work: one image for screen readers, described by its label. */
export function SceneFrame({ name, scene, Body }: { name: SceneName; scene: SceneCopy; Body: SceneBody }) {
  const { text } = useCopy();
  return (
    <div className={`dg-scene dg-scene--${name}`} role="img" aria-label={text(scene.label ?? '')}>
      <Body scene={scene} />
    </div>
  );
}

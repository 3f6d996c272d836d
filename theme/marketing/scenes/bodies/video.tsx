import { Text } from '../parts';
import type { SceneCopy } from '../../../../site/marketing/scene-types';

/** A video frame with the original subtitle above its translation. */
export default function Video({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-scene__screen">
      <div className="dg-scene__landscape" aria-hidden="true" />
      <div className="dg-scene__subs">
        <Text side={scene.original} index={0} as="span" className="dg-scene__sub" />
        <Text side={scene.translation} index={0} as="span" className="dg-scene__sub dg-scene__sub--trans" />
      </div>
      <div className="dg-scene__progress" aria-hidden="true" />
    </div>
  );
}

import { Text } from '../parts';
import type { SceneCopy, SceneSide } from '../types';

function Panel({ side, translated }: { side: SceneSide; translated: boolean }) {
  return (
    <div className={`dg-scene__panel${translated ? ' dg-scene__panel--translated' : ''}`}>
      <Text side={side} index={0} className="dg-scene__bubble" />
      <div className="dg-scene__figure" aria-hidden="true" />
    </div>
  );
}

/** A manga panel's speech bubble, before and after translation. */
export default function Manga({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-scene__panels">
      <Panel side={scene.original} translated={false} />
      <Panel side={scene.translation} translated />
    </div>
  );
}

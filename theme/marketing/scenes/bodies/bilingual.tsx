import { Pair } from '../parts';
import type { SceneCopy } from '../../../../site/marketing/scene-types';

/** A web page with each paragraph followed by its translation. */
export default function Bilingual({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-scene__window">
      <div className="dg-scene__chrome" aria-hidden="true">
        <i />
        <i />
        <i />
        <b />
      </div>
      <div className="dg-scene__article">
        {scene.translation.lines.map((line, index) => (
          <Pair key={line} scene={scene} index={index} strong={index === 0} />
        ))}
      </div>
    </div>
  );
}

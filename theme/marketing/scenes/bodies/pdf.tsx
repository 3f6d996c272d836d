import { Text } from '../parts';
import type { SceneCopy, SceneSide } from '../../../../site/marketing/scene-types';

/** A paper's first page: the title across, then two columns, as journals set them. */
function Sheet({ side }: { side: SceneSide }) {
  return (
    <div className="dg-scene__sheet">
      <Text side={side} index={0} as="strong" className="dg-scene__sheet-title" />
      <div className="dg-scene__sheet-columns">
        <Text side={side} index={1} className="dg-scene__sheet-text" />
        <div className="dg-scene__rule" aria-hidden="true" />
        <div className="dg-scene__rule" aria-hidden="true" />
        <div className="dg-scene__chart" aria-hidden="true" />
        {/* The rest of the page's text, as grey lines. */}
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical lines in a row
          <div key={i} className="dg-scene__rule" aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}

/** A PDF page next to its translation, in the same two-column layout. */
export default function Pdf({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-scene__sheets">
      <Sheet side={scene.original} />
      <Sheet side={scene.translation} />
    </div>
  );
}

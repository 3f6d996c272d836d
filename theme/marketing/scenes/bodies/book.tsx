import { Pair, Text } from '../parts';
import type { SceneCopy } from '../../../../site/marketing/scene-types';

/**
 * An e-book open on two facing pages, translated as the extension does it:
 * each paragraph, and the chapter's title, followed by its translation.
 */
export default function Book({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-book">
      <div className="dg-book__page">
        <p className="dg-book__chapter">
          <Text side={scene.original} index={0} as="span" className="dg-book__chapter-orig" />
          <Text side={scene.translation} index={0} as="span" className="dg-book__chapter-trans" />
        </p>
        <Pair scene={scene} index={1} strong />
        <Pair scene={scene} index={2} />
      </div>
      <div className="dg-book__page">
        <Pair scene={scene} index={3} />
        {/* The rest of the page's text, as grey lines. */}
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical lines in a row
          <div key={i} className="dg-scene__rule" aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}

import { INPUT_TRIGGER } from '../../../../site/policies';
import { Text } from '../parts';
import type { SceneCopy, SceneSide } from '../../../../site/marketing/scene-types';

function Field({ side, done }: { side: SceneSide; done: boolean }) {
  return (
    <div className={`dg-scene__field${done ? ' dg-scene__field--done' : ''}`}>
      <Text side={side} index={0} as="span" className="dg-scene__typed" />
    </div>
  );
}

/**
 * An input box: the visitor writes in their language, presses the space bar
 * (as many times as the product's trigger asks), and the box holds the
 * foreign text.
 */
export default function Input({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-scene__input">
      <Field side={scene.translation} done={false} />
      <div className="dg-scene__keys" aria-hidden="true">
        {Array.from({ length: INPUT_TRIGGER.spacePresses }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical keys in a row
          <kbd key={i} />
        ))}
      </div>
      <Field side={scene.original} done />
    </div>
  );
}

import { getLocale } from '../../../site/locales';
import type { SceneCopy, SceneSide } from '../../../site/marketing/scene-types';

/** A line of one language, marked so screen readers and fonts pick the right one. */
export function Text({
  side,
  index,
  as: Tag = 'p',
  className,
}: {
  side: SceneSide;
  index: number;
  as?: 'p' | 'span' | 'strong';
  className: string;
}) {
  const locale = getLocale(side.lang);
  return (
    <Tag className={className} lang={locale.htmlLang} dir={locale.direction}>
      {side.lines[index]}
    </Tag>
  );
}

/** The original, then its translation: the product's bilingual paragraph. */
export function Pair({ scene, index, strong = false }: { scene: SceneCopy; index: number; strong?: boolean }) {
  const as = strong ? 'strong' : 'p';
  return (
    <div className="dg-scene__pair">
      <Text side={scene.original} index={index} as={as} className="dg-scene__orig" />
      <Text side={scene.translation} index={index} as={as} className="dg-scene__trans" />
    </div>
  );
}

import { useId } from 'react';
import Bilingual from './bodies/bilingual';
import type { DisplayStyle, SceneCopy } from '../../../site/marketing/scene-types';
import './scenes.css';

const STYLES: DisplayStyle[] = ['underline', 'dashed', 'highlight', 'blur'];

/**
 * The hero's live demo: the bilingual page with the display styles to try.
 * Plain radio buttons and CSS (`:has(:checked)`), so it works before the
 * page's script has loaded and costs no script of its own.
 */
export function Demo({ scene, demo }: { scene: SceneCopy; demo: NonNullable<SceneCopy['demo']> }) {
  const name = useId();
  return (
    <div className="dg-scene dg-scene--demo">
      <fieldset className="dg-scene__styles">
        <legend>{demo.legend}</legend>
        {STYLES.map((style, i) => (
          <label key={style} className="dg-scene__style">
            <input type="radio" name={name} value={style} defaultChecked={i === 0} />
            <span>{demo.styles[style]}</span>
          </label>
        ))}
      </fieldset>
      <Bilingual scene={scene} />
    </div>
  );
}

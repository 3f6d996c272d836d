import { useEffect, useRef, useState } from 'react';
import type { LocaleCode } from '../../../site/locales';
import { useLocale } from '../../hooks/useLocale';
import type { SceneBody } from './SceneFrame';
import { SceneFrame } from './SceneFrame';
import type { SceneCopy, SceneName } from '../../../site/marketing/scene-types';

/**
 * The scene as the server draws it into the page's HTML, so print, a
 * full-page capture and a visitor without script see the picture. In the
 * browser the element keeps the server's markup untouched (React does not
 * hydrate inside `dangerouslySetInnerHTML`), so the drawing's code stays off
 * the first visit's script until the scene comes near the screen.
 */
function StaticScene({ name, lang }: { name: SceneName; lang: LocaleCode }) {
  if (process.env.__SSR__) {
    const { sceneCopy, sceneOriginalLang, sceneTextLang } =
      require('../../../rules/scenes') as typeof import('../../../rules/scenes');
    const text = (code: LocaleCode) => {
      const own = sceneTextLang(code);
      return { lang: own, text: require(`../../../i18n/scenes/${own}.json`) };
    };
    const Body = (require(`./bodies/${name}.tsx`) as { default: SceneBody }).default;
    const scene = sceneCopy(name, text(lang), text(sceneOriginalLang(lang)), false);
    return (
      <div className="dg-scene-static">
        <SceneFrame name={name} scene={scene} Body={Body} />
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, keeps the server's drawing as it is
  return <div className="dg-scene-static" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/**
 * A scene below the fold: a box of the scene's fixed proportions (so nothing
 * moves when it fills), drawn by the server as a still picture; its code
 * and words arrive when it comes within 200 px of view, and it then runs in
 * the app like the rest of the page. A first visit that does not scroll
 * never pays for it.
 */
export function LazyScene({ name }: { name: SceneName }) {
  const { lang } = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Body: SceneBody; scene: SceneCopy } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return;
        observer.disconnect();
        import('./lazy')
          .then(({ loadScene }) => loadScene(name, lang))
          .then(result => {
            if (!cancelled) setLoaded(result);
          })
          // A chunk that fails to load leaves the empty frame: a picture, not content.
          .catch(() => {});
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [lang, name]);
  return (
    <div ref={box} className={`dg-scene-box dg-scene-box--${name}`} data-scene={loaded ? 'ready' : 'pending'}>
      {loaded ? <SceneFrame name={name} scene={loaded.scene} Body={loaded.Body} /> : <StaticScene name={name} lang={lang} />}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../hooks/useLocale';
import type { SceneBody } from './SceneFrame';
import { SceneFrame } from './SceneFrame';
import type { SceneCopy, SceneName } from './types';

/**
 * A scene below the fold: a box of the scene's fixed proportions (so nothing
 * moves when it fills), whose drawing and words arrive when it comes within
 * 200 px of view. A first visit that does not scroll never pays for it.
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
      {loaded ? (
        <SceneFrame name={name} scene={loaded.scene} Body={loaded.Body} />
      ) : (
        <div className={`dg-scene dg-scene--${name}`} aria-hidden="true" />
      )}
    </div>
  );
}

/**
 * What a scene below the fold loads when it comes near the screen: its
 * drawing and the two languages' sample words (one small chunk each).
 */
import type { LocaleCode } from '../../../site/locales';
import { sceneCopy, sceneOriginalLang, type SceneText, sceneTextLang } from '../../../rules/scenes';
import type { SceneBody } from './SceneFrame';
import type { SceneCopy, SceneName } from '../../../site/marketing/scene-types';

async function loadText(lang: LocaleCode): Promise<{ lang: LocaleCode; text: SceneText }> {
  const own = sceneTextLang(lang);
  const module: { default: SceneText } = await import(`../../../i18n/scenes/${own}.json`);
  return { lang: own, text: module.default };
}

export async function loadScene(name: SceneName, lang: LocaleCode): Promise<{ Body: SceneBody; scene: SceneCopy }> {
  const [body, own, foreign] = await Promise.all([
    import(`./bodies/${name}.tsx`) as Promise<{ default: SceneBody }>,
    loadText(lang),
    loadText(sceneOriginalLang(lang)),
  ]);
  return { Body: body.default, scene: sceneCopy(name, own, foreign, false) };
}

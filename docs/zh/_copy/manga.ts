import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "漫画翻译",
    description: "在你常看的网站上翻译漫画和美漫的对白气泡，画面保持原样。",
  },
};

export default copy;

import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot 主页：插件能翻译的一切",
    description: "一页看全 Diglot 的功能：双语网页、文档、字幕、图片、漫画，以及各平台的应用。",
  },
};

export default copy;

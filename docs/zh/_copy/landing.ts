import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot — 网页、PDF、视频双语对照翻译插件",
    description: "网页、PDF、电子书和视频字幕都能原文译文对照阅读。支持 20 多种翻译引擎和 100 多种语言，免费即可开始使用。",
  },
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 学习中心：双语阅读实用教程',
    description:
      '短小实用的 Diglot 教程合集：翻译第一个网页、读 PDF 和论文、设置双语字幕、挑选 AI 翻译引擎、编写提示词、按网站调整规则，几分钟学会一项。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '学习中心',
      title: '几分钟一篇，轻松用好 Diglot',
      lead: '不管你是刚装上 Diglot，还是已经天天在用，这里总有一篇教程能帮你省下时间。每篇只需几分钟，看完就能在自己的浏览器里用起来。',
      primary: { label: '从基础学起', href: '/docs/usage/' },
      secondary: { label: '常见问题', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: '新手入门',
      lead: '最常用的基础操作，按大多数人上手的顺序排好了。',
      items: [
        {
          tag: '入门',
          minutes: 3,
          title: '安装 Diglot',
          text: '覆盖各个浏览器和平台；应用商店打不开时，也有手动安装的办法。',
          href: '/docs/installation/',
        },
        {
          tag: '入门',
          minutes: 5,
          title: '翻译第一个网页',
          text: '工具栏按钮怎么用、有哪些快捷键，以及如何一键切回原文。',
          href: '/docs/usage/',
        },
        {
          tag: '入门',
          minutes: 4,
          title: '边输入边翻译',
          text: '在任意输入框里用母语写，发出去的就是另一种语言。',
          href: '/docs/input/',
        },
        {
          tag: '入门',
          minutes: 3,
          title: '悬停翻译单个段落',
          text: '按住一个键，鼠标指向段落即可翻译，只想看一段时最快捷。',
          href: '/docs/features/hover/',
        },
      ],
    },
    {
      type: 'guides',
      title: '文档与影音',
      items: [
        {
          tag: '文档',
          minutes: 6,
          title: 'PDF 与学术论文',
          text: '免费 PDF 阅读器、PDF Pro 的用法，以及如何导出双语版本。',
          href: '/docs/features/pdf/',
        },
        {
          tag: '文档',
          minutes: 4,
          title: '电子书',
          text: '双语对照阅读 ePub 电子书，还能导出到电子阅读器上慢慢看。',
          href: '/docs/features/epub/',
        },
        {
          tag: '视频',
          minutes: 4,
          title: '视频双语字幕',
          text: '在流媒体和网课平台上，设置原文、译文两行字幕同时显示。',
          href: '/docs/features/video-subtitles/',
        },
        {
          tag: '视频',
          minutes: 3,
          title: '字幕文件翻译',
          text: '翻译 .srt、.vtt 等字幕文件，导出时两种语言都保留。',
          href: '/docs/features/subtitles/',
        },
      ],
    },
    {
      type: 'guides',
      title: '进阶玩法',
      items: [
        {
          tag: 'AI',
          minutes: 8,
          title: '挑选翻译引擎',
          text: '免费引擎、自带 API 密钥、本地模型，各有什么优劣，一次讲清楚。',
          href: '/docs/services/',
        },
        {
          tag: 'AI',
          minutes: 7,
          title: '写出更好的提示词',
          text: '告诉 AI 引擎你的专业领域、想要的语气和固定术语。',
          href: '/docs/prompts/',
        },
        {
          tag: '设置',
          minutes: 6,
          title: '高级设置',
          text: '网站规则、显示样式、自定义 CSS 和快捷键，按自己的习惯调校。',
          href: '/docs/advanced/',
        },
        {
          tag: '灵感',
          minutes: 5,
          title: '看看别人怎么用',
          text: '学生、科研人员和开发者的真实使用习惯，拿来就能借鉴。',
          href: '/docs/usecase/',
        },
      ],
    },
    {
      type: 'cta',
      title: '还是没找到答案？',
      text: '搜一搜文档，或者到社区里问问——你遇到的问题，多半已经有人遇到过。',
      primary: { label: '搜索文档', href: '/search/' },
      secondary: { label: '加入社区', href: '/docs/communities/' },
    },
  ],
};

export default copy;

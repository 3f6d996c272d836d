import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '搜索 Diglot 文档',
    description: '在 Diglot 文档中查找使用指南、功能说明、翻译服务配置和常见问题解答。',
  },
  sections: [
    {
      type: 'guides',
      title: '大家常看的页面',
      lead: '不知道搜什么？下面这些页面能解决大部分问题。',
      items: [
        { tag: '入门', title: '快速上手', text: '翻译网页、切回原文，以及完成这些操作的快捷键。', href: '/docs/usage/' },
        { tag: '入门', title: '安装', text: '各浏览器、手机和平板的安装方法，以及手动安装。', href: '/docs/installation/' },
        { tag: '帮助', title: '常见问题', text: '额度、账户、隐私，以及最常遇到的问题。', href: '/docs/faq/' },
        { tag: '服务', title: '翻译服务', text: '该选哪个引擎，每个引擎需要准备什么。', href: '/docs/services/' },
        { tag: '文档', title: 'PDF 翻译', text: '双语阅读器、PDF Pro 和导出功能。', href: '/docs/features/pdf/' },
        { tag: '视频', title: '视频字幕', text: '在视频网站和网课平台上显示双语字幕。', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: '让搜索更准的小技巧',
      items: [
        { icon: 'compass', title: '用界面上的原词', text: '直接搜你在 Diglot 里看到的名称，比如“显示样式”或“API 密钥”，比描述它更容易找到。' },
        { icon: 'engine', title: '带上服务名', text: '加上引擎名称，例如“DeepL 密钥”或“Ollama 跨域”，可以直接找到对应的配置页。' },
        { icon: 'keyboard', title: '随时打开搜索', text: '在任何页面按 Ctrl+K（Mac 上按 ⌘K），即可打开快速搜索框。' },
      ],
    },
  ],
};

export default copy;

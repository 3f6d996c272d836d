import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '漫画翻译：生肉漫画气泡原地翻译｜Diglot Pro',
    description:
      '在你常看的网站上直接翻译日漫、韩漫和欧美漫画的对话气泡，画面和分镜原样保留，最新一话当天就能看懂。漫画翻译是 Diglot Pro 的会员功能。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '漫画翻译 · Pro',
      title: '今天更新的那一话，今天就看懂',
      lead: '官方译本动辄要等几个月，汉化组也未必会接。Diglot 识别对话气泡、翻译文字，再把译文嵌回画面，让你跟着原版连载同步追更。',
      primary: { label: '免费体验 3 天', href: '/deals/manga/' },
      secondary: { label: '查看 Pro 方案', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: '懂漫画的排版，才翻得像漫画',
      items: [
        {
          icon: 'manga',
          title: '译文回到气泡里',
          text: '译文按原气泡的大小排进去，字号随空间调整，翻完的格子读起来依然是漫画。',
        },
        {
          icon: 'columns',
          title: '竖排、从右往左都没问题',
          text: '日漫的竖排文字、从右往左的翻页顺序、韩国条漫的长图，都能按正确的顺序读取。',
        },
        {
          icon: 'sparkles',
          title: '拟声词和背景文字',
          text: '手绘的拟声词、背景里的招牌也能翻译；如果你更喜欢原汁原味，也可以选择不翻。',
        },
        {
          icon: 'globe',
          title: '常看的网站直接用',
          text: '支持 Pixiv、MangaDex、MANGA Plus 等热门漫画站，任何显示漫画图片的网页也都适用。',
        },
      ],
    },
    {
      type: 'split',
      title: '一个按键，原文译文随时切换',
      text: '想看原版手写字？按 Alt+A 切回原文，再按一次回到译文。翻译过的章节会缓存下来，重温时不再额外消耗额度。',
      bullets: ['画面与分镜完整保留', '原版字体一键即看', '已翻章节自动缓存，重读不花额度'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: '漫画翻译常见问题',
      items: [
        {
          q: '漫画翻译免费吗？',
          a: '漫画翻译属于 Pro 会员功能，因为识别和重绘图片需要在服务器上运行 AI。新用户可以免费体验三天。',
        },
        {
          q: '支持哪些语言？',
          a: '日文、韩文和中文漫画都能翻译成 Diglot 支持的 {languages} 种语言中的任意一种，欧美漫画同样适用。',
        },
        {
          q: '会把整话漫画下载到别处吗？',
          a: '不会。只有你正在浏览的页面上的图片会被处理和翻译，我们不会保存任何漫画副本。',
        },
      ],
    },
    {
      type: 'cta',
      title: '下一话，用你的语言看',
      primary: { label: '领取免费体验', href: '/deals/manga/' },
      secondary: { label: '阅读漫画翻译指南', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;

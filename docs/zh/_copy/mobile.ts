import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 手机版：iPhone、iPad 和安卓双语阅读',
    description:
      '在 iPhone、iPad 和安卓手机上也能读双语网页：通过 Safari 扩展、安卓版 Edge 和 Firefox 或 APK 安装包使用，专为触屏优化的手势操作，点一下就能翻译。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手机版',
      title: '双语阅读，随身带着走',
      lead: '通勤路上要读的文章、车间里翻看的说明书、睡前刷的外文论坛——在手机上，Diglot 同样能帮你翻译，原文也照样留在一旁。',
      primary: { label: '获取 Diglot 手机版', href: '/download/#stores' },
      secondary: { label: '查看安装指南', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: '三种用法，总有一种适合你',
      items: [
        {
          icon: 'mobile',
          title: 'iPhone 和 iPad 上的 Safari',
          text: '从 App Store 安装后，在“设置”›“App”›“Safari 浏览器”›“扩展”中启用 Diglot，之后在每个 Safari 标签页里都能用。',
        },
        {
          icon: 'puzzle',
          title: '安卓上的 Edge 和 Firefox',
          text: '这两款浏览器在安卓上都支持扩展。从各自的扩展商店添加 Diglot，用起来和电脑上一样。',
        },
        {
          icon: 'download',
          title: '安卓 APK 安装包',
          text: '设备上没有这两款浏览器？直接安装 APK 即可。早先推出的安卓浏览器应用已停止维护。',
        },
      ],
    },
    {
      type: 'split',
      title: '为触屏而生',
      text: '手机上没有 Ctrl 键，所以 Diglot 加入了手势操作：点一下悬浮球翻译整页，长按某个段落只翻译这一段。其余功能都和电脑版一致。',
      bullets: ['悬浮球可按网站单独隐藏', '手势翻译单个段落', '显示样式和翻译引擎与电脑版相同'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: '手机版常见问题',
      items: [
        {
          q: '电脑上的设置能同步到手机吗？',
          a: '登录同一个账户，你选好的语言、翻译引擎和显示样式都会自动同步过来。',
        },
        {
          q: '安卓版 Chrome 能用 Diglot 吗？',
          a: '安卓版 Chrome 不支持扩展程序。请改用安卓上的 Edge 或 Firefox，或者安装 APK。',
        },
        {
          q: '会不会很费流量？',
          a: '只有需要翻译的文字会发送给翻译服务，翻译一个页面通常只用几 KB 流量。',
        },
      ],
    },
    {
      type: 'copyLink',
      title: '在手机上打开本页',
      text: '复制链接发给自己，然后在手机浏览器里打开并安装。',
      href: '/download/',
      button: '复制链接',
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '手动安装 Diglot：Chrome、Edge 等 Chromium 浏览器离线安装教程',
    description:
      '打不开 Chrome 应用商店？下载 Diglot 安装包（zip），开启“开发者模式”，再“加载已解压的扩展程序”，五步即可装好，Edge、Brave 等浏览器同样适用。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手动安装',
      title: '不用应用商店，也能装上 Diglot',
      lead: '有些网络环境和公司电脑无法访问 Chrome 应用商店，但这并不妨碍你使用 Diglot：下载同一个 Chrome 版本的 zip 安装包，自己动手加载即可。Chrome、Edge、Brave、Arc、Opera 等 Chromium 内核浏览器都能用。',
      primary: { label: '下载 zip 安装包', href: '/manual-chrome-extension/zip/' },
      secondary: { label: '改从应用商店安装', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: '五步完成安装',
      items: [
        {
          title: '下载安装包',
          text: '获取最新的 Diglot Chrome 版 zip 文件，保存到一个不会随手删掉的位置，比如“文档”文件夹。',
          link: { label: '前往下载页', href: '/manual-chrome-extension/zip/' },
        },
        {
          title: '解压文件',
          text: '把 zip 文件解压到一个文件夹里。请保留这个文件夹：浏览器每次启动都要从这里加载 Diglot。',
        },
        {
          title: '打开扩展程序页面',
          text: '在地址栏输入下面的地址并按回车（Edge 浏览器请输入 edge://extensions）。',
          copy: 'chrome://extensions',
        },
        {
          title: '开启开发者模式',
          text: '打开页面右上角的“开发者模式”开关（Edge 在左下角），页面上会多出几个按钮。',
        },
        {
          title: '加载已解压的扩展程序',
          text: '点击“加载已解压的扩展程序”，选择刚才解压出的文件夹，也就是包含 manifest.json 的那一个。Diglot 随即出现在扩展列表和工具栏中。',
        },
      ],
    },
    {
      type: 'faq',
      title: '手动安装常见问题',
      items: [
        {
          q: 'Diglot 会自动更新吗？',
          a: '不会，手动安装的版本不会自动更新。需要更新时，下载新的 zip 包，替换文件夹里的内容，再在扩展程序页面点一下刷新箭头即可，原有设置都会保留。',
        },
        {
          q: 'Chrome 提示这个扩展不是来自应用商店，有影响吗？',
          a: '没有影响。所有以“已解压”方式加载的扩展，Chrome 都会显示这条提示，直接关掉就好，Diglot 照常工作。',
        },
        {
          q: '提示“清单文件缺失或不可读取”，怎么办？',
          a: '说明选错了文件夹。请选择直接包含 manifest.json 的那个文件夹，而不是它的上一级。',
        },
        {
          q: '以后还能换成应用商店版本吗？',
          a: '可以。先移除手动安装的版本，再从应用商店安装，登录账户后设置就会同步回来。',
        },
      ],
    },
    {
      type: 'cta',
      title: '装好了？开始阅读吧',
      primary: { label: '新手上路', href: '/welcome/' },
      secondary: { label: '查看安装指南', href: '/docs/installation/' },
    },
  ],
};

export default copy;

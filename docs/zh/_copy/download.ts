import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '下载 Diglot：支持 Chrome、Edge、Firefox 和 Safari',
    description: '为你的浏览器下载 Diglot，也可获取 Mac、iPhone、iPad 上的 Safari 版和安卓版。免费安装，无需注册账户，装好即可翻译网页、PDF 和视频字幕。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '下载',
      title: '你用什么浏览器，就装哪个版本',
      lead: 'Diglot 直接运行在浏览器里，不用再额外安装任何软件。在下方选择你的浏览器即可，最适合你的版本已经排在第一位。',
      primary: { label: '查看全部下载', href: '#stores' },
      secondary: { label: '安装指南', href: '/docs/installation/' },
      note: '免费 · 支持 Windows、macOS、Linux、iOS 和安卓',
      illustration: 'install',
    },
    {
      type: 'download',
      title: '下载',
      yourBrowser: '推荐给你当前的浏览器',
      otherBrowsers: '其他浏览器',
      mobileTitle: '手机和平板',
      stores: {
        chrome: { name: 'Chrome', action: '添加到 Chrome', note: '同样适用于 Brave、Arc、Opera、Vivaldi 等 Chromium 内核浏览器。' },
        edge: { name: 'Microsoft Edge 浏览器', action: '在 Edge 中获取', note: '从 Edge 加载项商店安装，支持 Windows、macOS 和安卓。' },
        firefox: { name: 'Firefox', action: '添加到 Firefox', note: '从 Firefox 附加组件商店安装，电脑和安卓都能用。' },
        safariMac: { name: 'Mac 上的 Safari', action: '前往 Mac App Store 下载', note: '安装后，在“Safari 浏览器 › 设置 › 扩展”中启用。' },
        safariIos: { name: 'iPhone 和 iPad 上的 Safari', action: '前往 App Store 下载', note: '安装后，在“设置 › App › Safari 浏览器 › 扩展”中允许使用。' },
        mobileApp: { name: 'Diglot 移动应用', action: '打开应用详情页', note: '随时随地阅读和翻译，设置自动同步。' },
        apk: { name: '安卓安装包（APK）', action: '下载 APK', note: '适用于没有应用商店的安卓设备；旧版浏览器应用已停止维护。' },
        zip: { name: 'Chrome 压缩包（zip）', action: '下载 zip 文件', note: '用于手动安装。' },
      },
      manualTitle: '打不开浏览器的扩展商店？',
      manualText: '也可以用 zip 文件安装 Chrome 版，只需几步：打开“开发者模式”，再点击“加载已解压的扩展程序”。',
      manualLink: { label: '手动安装', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: '安装之后',
      items: [
        { title: '固定图标', text: '点击工具栏里的拼图形“扩展程序”图标，把 Diglot 固定到工具栏上，随时一键打开。' },
        { title: '选择语言', text: '打开 Diglot 弹出窗口，选好你想用来阅读的语言。' },
        { title: '翻译第一个网页', text: '打开任意一篇外文文章，按 Alt+A，或点击“翻译此页面”。', link: { label: '快速上手', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;

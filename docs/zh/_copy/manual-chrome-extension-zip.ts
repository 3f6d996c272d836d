import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '下载 Diglot Chrome 扩展 zip 安装包',
    description:
      'Diglot Chrome 扩展的 zip 安装包，适合无法访问应用商店时手动安装，可在 Chrome、Edge 及其他 Chromium 内核浏览器中以“加载已解压的扩展程序”方式载入。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手动安装',
      title: 'Diglot Chrome 版 zip 安装包',
      lead: '与 Chrome 应用商店里的扩展完全相同，只是打包成了方便手动安装的 zip 文件。解压后，在浏览器的扩展程序页面加载这个文件夹即可。',
      primary: { label: '下载 zip 安装包', href: '{store.zip}' },
      secondary: { label: '查看分步教程', href: '/manual-chrome-extension/' },
      note: '手动安装的版本不会自动更新，有新版本时请回到本页重新下载。',
      illustration: 'install',
    },
  ],
};

export default copy;

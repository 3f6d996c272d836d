import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 安卓版下载中',
    description: 'Diglot 安卓版安装包正在自动下载。如果下载没有开始，请点击页面上的手动下载链接获取 APK 文件，下载完成后打开它，即可安装到手机或平板上。',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot 安卓版',
      starting: '马上开始下载，请稍候…',
      started: '已开始下载。下载完成后打开安装包，即可安装 Diglot。',
      manual: '手动下载 APK',
      help: '首次安装时，安卓系统可能会要求你先允许浏览器安装未知应用。',
      helpLink: { label: '安卓安装帮助', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;

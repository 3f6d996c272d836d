import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 功能总览：能翻译的都在这里',
    description:
      '一页看遍 Diglot 的全部功能：双语网页、PDF、电子书、字幕、图片、漫画、输入框翻译，以及电脑端和手机端的各个版本，点击卡片即可直达对应功能。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot 功能总览',
      title: '读外文的大事小事，一个插件全搞定',
      lead: '这一页就是 Diglot 的功能地图。下面每张卡片都能直达对应功能：今天要看的是网页、一摞 PDF、一部电影还是一本漫画，都能一步找到。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '查看使用教程', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: '阅读',
      items: [
        { icon: 'globe', title: '网页', text: '任何网站都能逐段双语显示，正文自动识别。', link: { label: '网页翻译', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF 文档', text: '免费的双语阅读器，外加能处理公式、表格和扫描件的 PDF Pro。', link: { label: 'PDF 翻译', href: '/f-pdf-translate/' } },
        { icon: 'book', title: '电子书', text: 'ePub 和 Mobi 电子书，每段后面都附上译文。', link: { label: '电子书', href: '/docs/features/epub/' } },
        { icon: 'quill', title: '同人小说', text: 'AO3 及同类网站，按章节逐一翻译。', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: '观看',
      items: [
        { icon: 'video', title: '视频字幕', text: '{videoSites} 个视频网站支持双行字幕。', link: { label: '视频字幕', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: '在线会议', text: 'Zoom、Google Meet 和 Teams 的实时字幕同步翻译。', link: { label: '视频字幕指南', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: '图片', text: '图片里的文字，原地翻译。', link: { label: '图片翻译', href: '/image/' } },
        { icon: 'manga', title: '漫画', text: '在你常用的漫画网站上翻译对话气泡。', link: { label: '漫画翻译', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: '输入与分享',
      items: [
        { icon: 'keyboard', title: '输入框', text: '用母语打字，连按 {inputSpaces} 次空格即可翻译。', link: { label: '输入框翻译', href: '/docs/input/' } },
        { icon: 'selection', title: '划词翻译', text: '选中一个短语，译文立即弹出。', link: { label: '基础用法', href: '/docs/usage/' } },
        { icon: 'share', title: '分享', text: '把一段双语内容以链接或图片的形式发出去。', link: { label: '分享双语内容', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: '字幕文件', text: '翻译 .srt、.vtt 和 .ass 字幕文件，并导出为双语字幕。', link: { label: '字幕文件', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: '在哪儿上网，就在哪儿用',
      items: [
        { icon: 'download', title: '电脑浏览器', text: '支持 Chrome、Edge、Firefox 和 Safari；Brave、Arc、Opera 安装 Chrome 版即可。', link: { label: '下载', href: '/download/' } },
        { icon: 'mobile', title: '手机和平板', text: 'iPhone、iPad 上的 Safari，以及安卓上支持扩展的浏览器。', link: { label: '移动端', href: '/mobile/' } },
        { icon: 'engine', title: '翻译引擎自由选', text: '{engines} 款翻译服务，从免费内置引擎到你自己的 AI 密钥，任你挑选。', link: { label: '翻译服务', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro 会员', text: '高级 AI 引擎、PDF Pro、漫画翻译和智能图片翻译。', link: { label: '价格', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;

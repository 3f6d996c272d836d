import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '视频双语字幕：YouTube、Netflix 等 {videoSites} 个视频网站通用',
    description:
      '看网课、追剧、听演讲，原文字幕和译文字幕同屏显示。支持 {videoSites} 个视频网站，Zoom、Google Meet 和 Teams 会议的实时字幕也能双语显示。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '视频字幕',
      title: '双行字幕：听到原话，看懂意思',
      lead: '在你常看的视频网站上，Diglot 会在原字幕下方加一行译文。外语网课跟得上，剧里的梗接得住，新单词也在不知不觉中学会了。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '支持的视频网站', href: '/docs/videoSiteSupport/' },
      note: '支持 YouTube、Netflix、Prime Video、Disney+、Coursera、Udemy、TED 等',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: '视频网站支持双语字幕' },
        { value: '3', label: '款会议软件支持实时字幕：Zoom、Google Meet、Teams' },
        { value: '6', label: '种字幕文件格式，可翻译并导出' },
      ],
    },
    {
      type: 'featureGrid',
      title: '为看视频而设计，不只是为了读',
      items: [
        { icon: 'video', title: '流媒体与网课', text: 'YouTube、Netflix、Prime Video、Disney+、HBO Max、Hulu、Vimeo、Coursera、Udemy、edX、Khan Academy、BBC iPlayer、哔哩哔哩等众多网站。' },
        { icon: 'meeting', title: '在线会议', text: '在 Zoom、Google Meet 和 Microsoft Teams 中，对方一开口，实时字幕下方就多出一行译文。' },
        { icon: 'palette', title: '字幕样式随心调', text: '每一行字幕的大小、颜色和位置都能单独调整，也可以只显示译文。' },
        { icon: 'subtitles', title: '字幕文件', text: '翻译 .srt、.vtt、.ass、.ssa、.sbv 和 .lrc 文件，保存为双语字幕，任何播放器都能用。', link: { label: '字幕文件翻译指南', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: '边看边学',
      title: '最好的外语课，是一部你爱看的剧',
      text: '耳朵听着原声，眼睛看着原文，下面还有母语译文，每一集都成了听力练习。遇到好句子就暂停，对照两行字幕琢磨一下，想明白了再接着看。',
      bullets: ['原文与译文始终同步', '直接使用网站自带的字幕轨', 'AI 引擎让字幕更自然、更贴合上下文'],
      illustration: 'video',
      link: { label: '视频字幕使用指南', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: '字幕常见问题',
      items: [
        { q: '视频本身没有字幕怎么办？', a: 'Diglot 翻译的是网站提供的字幕轨；如果网站提供自动生成的字幕，也同样可以翻译。' },
        { q: '全屏时还能显示吗？', a: '可以。在全屏模式和影院模式下，两行字幕都会保留在画面上。' },
        { q: '要收费吗？', a: '双语字幕在免费版中配合内置引擎即可使用。Pro 会员另外提供高级 AI 引擎，字幕读起来更自然。' },
      ],
    },
    {
      type: 'cta',
      title: '按下播放，双语开看',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '查看支持的网站', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;

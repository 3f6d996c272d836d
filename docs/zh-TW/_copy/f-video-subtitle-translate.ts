import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'YouTube、Netflix 雙語字幕，{videoSites} 個影片網站通用',
    description:
      '看課程、影集和演講時，原文字幕與譯文同時出現在畫面上。支援 {videoSites} 個影片網站，Zoom、Google Meet 與 Teams 的會議字幕也能一起翻。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '影片字幕',
      title: '上下兩行字幕：聽到什麼，意思是什麼',
      lead: 'Diglot 會在你常看的影音網站上，把譯文加在原文字幕下方。外語課程跟得上，影集裡的笑點接得住，還能邊看邊學新單字。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '支援的影片網站', href: '/docs/videoSiteSupport/' },
      note: '支援 YouTube、Netflix、Prime Video、Disney+、Coursera、Udemy、TED 等網站',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: '個影片網站支援雙語字幕' },
        { value: '3', label: '款會議軟體支援即時字幕：Zoom、Google Meet、Teams' },
        { value: '6', label: '種字幕檔格式可翻譯並匯出' },
      ],
    },
    {
      type: 'featureGrid',
      title: '為「看」而生，不只是為了「讀」',
      items: [
        { icon: 'video', title: '串流平台與線上課程', text: 'YouTube、Netflix、Prime Video、Disney+、HBO Max、Hulu、Vimeo、Coursera、Udemy、edX、Khan Academy、BBC iPlayer、Bilibili 等眾多網站。' },
        { icon: 'meeting', title: '線上會議', text: 'Zoom、Google Meet 與 Microsoft Teams 的即時字幕，對方一開口，翻譯就跟著出現。' },
        { icon: 'palette', title: '字幕樣式隨你調', text: '每一行的字級、顏色和位置都能調整，也可以只顯示譯文。' },
        { icon: 'subtitles', title: '字幕檔案', text: '翻譯 .srt、.vtt、.ass、.ssa、.sbv 與 .lrc 檔，存成雙語字幕，任何播放器都能用。', link: { label: '字幕檔翻譯教學', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: '看影片學語言',
      title: '最好的語言課，就是你愛看的那部劇',
      text: '一邊聽原音、一邊看原文字幕，下面還有母語對照，每一集都變成聽力練習。卡在某句話時就暫停，比對上下兩行，懂了再繼續播。',
      bullets: ['原文與譯文始終同步', '直接使用網站提供的字幕軌', 'AI 引擎讓譯文更自然、更貼合上下文'],
      illustration: 'video',
      link: { label: '影片字幕教學', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: '字幕常見問題',
      items: [
        { q: '影片本身沒有字幕怎麼辦？', a: 'Diglot 翻譯的是網站提供的字幕軌；如果網站有自動產生的字幕，也能一併翻譯。' },
        { q: '全螢幕模式下也有效嗎？', a: '有效。不論全螢幕或劇院模式，兩行字幕都會留在畫面上。' },
        { q: '要付費嗎？', a: '雙語字幕在免費版就能使用，搭配內建引擎即可。Pro 另外提供進階 AI 引擎，譯文讀起來更自然。' },
      ],
    },
    {
      type: 'cta',
      title: '按下播放，雙語同步開演',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '查看支援網站', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;

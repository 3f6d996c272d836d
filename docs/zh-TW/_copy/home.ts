import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 功能總覽：能翻譯的內容一次看',
    description:
      '一頁串起 Diglot 的所有功能：雙語網頁、PDF、電子書、字幕、圖片、漫畫、輸入框翻譯，以及電腦版與行動裝置版本，想找什麼點進去就對了。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot 功能總覽',
      title: '看外文的大小事，一個擴充功能全包',
      lead: '這一頁就像一張地圖。下面每張卡片都能直接點進對應的功能，不管你今天要處理的是網頁、一疊 PDF、一部電影還是一本漫畫，都能馬上找到需要的那一塊。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '閱讀使用教學', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: '閱讀',
      items: [
        { icon: 'globe', title: '網頁', text: '任何網站都能雙語逐段對照，正文自動幫你找出來。', link: { label: '網頁翻譯', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF 文件', text: '免費的雙語檢視器，再加上處理公式、表格與掃描檔的 PDF Pro。', link: { label: 'PDF 翻譯', href: '/f-pdf-translate/' } },
        { icon: 'book', title: '電子書', text: 'ePub 與 Mobi 電子書，每段後面都附上譯文。', link: { label: '電子書', href: '/docs/features/epub/' } },
        { icon: 'quill', title: '同人小說', text: 'AO3 等同類網站，一章一章翻給你看。', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: '觀看',
      items: [
        { icon: 'video', title: '影片字幕', text: '{videoSites} 個影片網站都能顯示上下兩行字幕。', link: { label: '影片字幕', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: '線上會議', text: 'Zoom、Google Meet 與 Teams 的即時字幕同步翻譯。', link: { label: '影片字幕教學', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: '圖片', text: '圖片裡的文字，直接在原處換成譯文。', link: { label: '圖片翻譯', href: '/image/' } },
        { icon: 'manga', title: '漫畫', text: '在你常用的漫畫網站上翻譯對話框。', link: { label: '漫畫翻譯', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: '書寫與分享',
      items: [
        { icon: 'keyboard', title: '輸入框', text: '用母語打字，連按 {inputSpaces} 下空白鍵就翻好。', link: { label: '輸入框翻譯', href: '/docs/input/' } },
        { icon: 'selection', title: '選取翻譯', text: '選取一段文字，立刻跳出翻譯小視窗。', link: { label: '基本操作', href: '/docs/usage/' } },
        { icon: 'share', title: '分享', text: '把雙語段落做成連結或圖片傳出去。', link: { label: '分享雙語內容', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: '字幕檔案', text: '翻譯 .srt、.vtt 與 .ass 檔，匯出雙語字幕。', link: { label: '字幕檔翻譯', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: '在哪裡上網都能用',
      items: [
        { icon: 'download', title: '電腦版瀏覽器', text: 'Chrome、Edge、Firefox 與 Safari；Brave、Arc、Opera 則安裝 Chrome 版即可。', link: { label: '前往下載', href: '/download/' } },
        { icon: 'mobile', title: '手機與平板', text: 'iPhone、iPad 上的 Safari，以及 Android 上能執行擴充功能的瀏覽器。', link: { label: '行動版', href: '/mobile/' } },
        { icon: 'engine', title: '翻譯引擎', text: '{engines} 種翻譯服務，從內建免費引擎到你自己的 AI 金鑰都有。', link: { label: '翻譯服務', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: '進階 AI 引擎、PDF Pro、漫畫翻譯與智慧圖片翻譯。', link: { label: '方案價格', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;

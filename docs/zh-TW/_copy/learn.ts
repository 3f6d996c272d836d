import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '學習中心：雙語閱讀的實用指南',
    description:
      'Diglot 的簡短實用教學：翻譯第一個網頁、讀 PDF 與論文、設定雙語字幕、挑選 AI 引擎、撰寫提示詞到調整網站規則，幾分鐘就能學會一招。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '學習中心',
      title: '一篇短短的教學，學會一項 Diglot 技巧',
      lead: '不論你是五分鐘前剛裝好 Diglot，還是已經天天在用，這裡都有能幫你省時間的教學。每篇只要幾分鐘，讀完就能在自己的瀏覽器裡實際用起來。',
      primary: { label: '從基礎開始', href: '/docs/usage/' },
      secondary: { label: '常見問題', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: '新手入門',
      lead: '最基本的功能，照大多數人需要的順序排好。',
      items: [
        { tag: '基礎', minutes: 3, title: '安裝 Diglot', text: '各種瀏覽器與平台的安裝方式，連不上商店時的手動安裝也有。', href: '/docs/installation/' },
        { tag: '基礎', minutes: 5, title: '翻譯第一個網頁', text: '工具列按鈕、快速鍵，以及怎麼切回原文。', href: '/docs/usage/' },
        { tag: '基礎', minutes: 4, title: '邊打字邊翻譯', text: '在任何輸入框用母語寫，送出時變成另一種語言。', href: '/docs/input/' },
        { tag: '基礎', minutes: 3, title: '滑鼠懸停翻譯單一段落', text: '按住按鍵再指向段落：確認某一段意思最快的方法。', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: '文件與影音',
      items: [
        { tag: '文件', minutes: 6, title: 'PDF 與學術論文', text: '免費檢視器、PDF Pro，以及如何匯出雙語版本。', href: '/docs/features/pdf/' },
        { tag: '文件', minutes: 4, title: '電子書', text: '雙語閱讀 ePub 電子書，再匯出到你的電子閱讀器。', href: '/docs/features/epub/' },
        { tag: '影片', minutes: 4, title: '雙語影片字幕', text: '在串流平台和線上課程網站設定上下兩行字幕。', href: '/docs/features/video-subtitles/' },
        { tag: '影片', minutes: 3, title: '字幕檔案', text: '翻譯 .srt 與 .vtt 檔，兩種語言都保留。', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: '進階應用',
      items: [
        { tag: 'AI', minutes: 8, title: '挑選翻譯引擎', text: '免費引擎、自備金鑰與本機模型，優缺點一次比較。', href: '/docs/services/' },
        { tag: 'AI', minutes: 7, title: '寫出更好的提示詞', text: '告訴 AI 引擎你的專業領域、想要的語氣和慣用術語。', href: '/docs/prompts/' },
        { tag: '設定', minutes: 6, title: '進階設定', text: '網站規則、顯示樣式、自訂 CSS 與快速鍵。', href: '/docs/advanced/' },
        { tag: '靈感', minutes: 5, title: '看看別人怎麼用 Diglot', text: '學生、研究人員與工程師的真實使用習慣。', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: '還是卡關嗎？',
      text: '搜尋說明文件，或到社群發問——很可能早就有人遇過一樣的問題。',
      primary: { label: '搜尋說明文件', href: '/search/' },
      secondary: { label: '加入社群', href: '/docs/communities/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '搜尋 Diglot 說明文件',
    description: '在 Diglot 說明文件中搜尋所有教學、功能介紹、翻譯服務設定與常見問題解答。不知道從哪裡找起，也可以先瀏覽熱門主題，或參考下方的搜尋小技巧。',
  },
  sections: [
    {
      type: 'guides',
      title: '熱門主題',
      lead: '不知道要搜尋什麼？大部分問題，這幾頁都能找到答案。',
      items: [
        { tag: '基礎', title: '快速入門', text: '翻譯網頁、切回原文，以及完成這些動作的快速鍵。', href: '/docs/usage/' },
        { tag: '基礎', title: '安裝方式', text: '各種瀏覽器、手機與平板，還有手動安裝的方法。', href: '/docs/installation/' },
        { tag: '說明', title: '常見問題', text: '額度、帳號、隱私，以及大家最常遇到的狀況。', href: '/docs/faq/' },
        { tag: '服務', title: '翻譯服務', text: '該選哪個引擎，每個引擎又需要準備什麼。', href: '/docs/services/' },
        { tag: '文件', title: 'PDF 翻譯', text: '雙語檢視器、PDF Pro 與匯出功能。', href: '/docs/features/pdf/' },
        { tag: '影片', title: '影片字幕', text: '在串流平台與線上課程網站顯示上下兩行字幕。', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: '讓搜尋更精準的小技巧',
      items: [
        { icon: 'compass', title: '直接搜尋畫面上的字', text: '與其描述功能，不如直接輸入你在 Diglot 裡看到的名稱，例如「顯示樣式」或「API 金鑰」。' },
        { icon: 'engine', title: '加上服務名稱', text: '搜尋時加上引擎名稱，例如「DeepL 金鑰」或「Ollama 來源設定」，就能直接找到對應的設定頁面。' },
        { icon: 'keyboard', title: '在任何頁面都能搜尋', text: '不管在哪一頁，按下 Ctrl+K（Mac 則是 ⌘K）都能叫出快速搜尋視窗。' },
      ],
    },
  ],
};

export default copy;

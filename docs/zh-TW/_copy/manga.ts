import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '用 Diglot 翻譯漫畫：日漫、韓漫、美漫都能看',
    description: '在你常看的網站上直接翻譯日本漫畫、韓國條漫與歐美漫畫的對話框，原本的畫面與分格完整保留，不必苦等翻譯版上市。此功能包含在 Diglot Pro 方案中。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '漫畫翻譯・Pro',
      title: '今天剛更新的那一話，今天就看',
      lead: '官方中文版要等好幾個月，民間翻譯說不定永遠等不到。Diglot 會讀取對話框、完成翻譯，再把文字嵌回畫面裡，讓你跟著原版連載的進度追下去。',
      primary: { label: '免費試用 3 天', href: '/deals/manga/' },
      secondary: { label: '查看 Pro 方案', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: '順著漫畫的畫法來設計',
      items: [
        { icon: 'manga', title: '譯文放回對話框', text: '譯文會依照原本對話框的空間調整大小嵌進去，每一格讀起來還是漫畫的感覺。' },
        { icon: 'columns', title: '直書與由右至左', text: '日文直書、由右至左的翻頁順序，還有韓國的條漫，都能照正確順序閱讀。' },
        { icon: 'sparkles', title: '狀聲詞與背景文字', text: '手寫的狀聲詞和背景裡的招牌也能翻譯；不想翻的話，也可以保留原樣。' },
        { icon: 'globe', title: '在你常用的網站上', text: '支援 Pixiv、MangaDex、MANGA Plus 等熱門閱讀網站，任何顯示漫畫圖片的頁面也都適用。' },
      ],
    },
    {
      type: 'split',
      title: '一個按鍵，原文譯文來回切換',
      text: '想看原本的手寫字體？按 Alt+A 切回原文，再按一次就回到譯文。翻譯過的章節會先存在快取裡，重看不必再花額度。',
      bullets: ['畫面與分格完整保留', '原文字體一鍵就能看到', '已翻譯章節存入快取，重看免費'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: '漫畫翻譯常見問題',
      items: [
        { q: '漫畫翻譯是免費的嗎？', a: '這是 Pro 的功能，因為辨識與重繪圖片需要用到伺服器端的 AI。新使用者可以先免費試用三天。' },
        { q: '支援哪些語言？', a: '日文、韓文與中文漫畫都能翻成 Diglot 支援的 {languages} 種語言中的任何一種，歐美漫畫也沒問題。' },
        { q: '會把整話下載到別的地方嗎？', a: '只會處理你正在閱讀的頁面上的圖片，用來完成翻譯；我們不會留存任何漫畫的副本。' },
      ],
    },
    {
      type: 'cta',
      title: '下一話，用你的語言看',
      primary: { label: '領取免費試用', href: '/deals/manga/' },
      secondary: { label: '閱讀漫畫翻譯教學', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;

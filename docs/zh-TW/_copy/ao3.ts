import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '用母語讀 AO3 與各國同人小說',
    description: '為 Archive of Our Own 和其他同人創作網站提供雙語翻譯，一章接一章地讀，網站的導覽、作者註記與標籤都完整保留，追文再也不怕語言不通。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '同人小說',
      title: '好文不分語言，每一篇都讀得到',
      lead: '你追的 CP 裡，有些神作偏偏是用你看不懂的語言寫的。Diglot 能在 Archive of Our Own 和其他同人網站上逐段翻譯作品，作者的原文就留在旁邊，隨時對照。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '各網站的支援情形', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: '順著同人網站的使用習慣設計',
      items: [
        { icon: 'book', title: '一章一章翻', text: '打開章節就自動翻譯；用網站自己的按鈕切到下一章，Diglot 也會跟上。' },
        { icon: 'columns', title: '原文譯文並排', text: '對白、雙關語和敬稱，瞄一眼原句就更有味道。' },
        { icon: 'check', title: '標籤、註記、簡介都翻', text: '作品簡介、作者的話和標籤一併翻譯，開讀前就能判斷合不合胃口。' },
        { icon: 'sparkles', title: '理解上下文的 AI', text: '升級 Pro 後，AI 翻譯在長篇章節裡也能維持一致的人名與語氣。', pro: true },
      ],
    },
    {
      type: 'split',
      title: '尊重每一位作者',
      text: 'Diglot 只在你的瀏覽器裡替你一個人翻譯，不會轉載任何內容。作品始終留在原網站上，你送出的 Kudos 和留言也一樣會傳到作者手上。',
      bullets: ['不複製、不轉貼任何作品', 'Kudos 和留言功能照常使用', '單章檢視與全文檢視都支援'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: '讀者常見問題',
      items: [
        { q: '「Entire work」全文檢視也能翻嗎？', a: '可以。長篇作品會隨著你往下捲動逐步翻譯，頁面不會因此變慢。' },
        { q: '角色名字可以保留原文不翻嗎？', a: '可以。在 AI 提示詞設定裡把名字加進詞彙表，翻譯時就會照原樣保留。' },
        { q: '還有哪些同人網站能用？', a: '只要是一般的文字網頁都能翻；有額外最佳化的網站，列在「各網站的支援情形」頁面中。' },
      ],
    },
  ],
};

export default copy;

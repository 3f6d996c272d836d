import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '用 Diglot 翻譯圖片裡的文字',
    description: '照片、截圖、圖表、資訊圖表裡的文字，直接在網頁上原地翻譯。提供在瀏覽器內執行的免費模式，Pro 會員另可使用智慧 AI 翻譯處理難度高的圖片。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '圖片翻譯',
      title: '圖片裡的字，就在原處翻好',
      lead: '商品照片、報告裡的圖表、論壇貼文的截圖、旅遊部落格上的菜單：Diglot 會找出圖片中的文字，再把譯文直接疊在上面。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '圖片翻譯教學', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: '兩種模式',
      items: [
        { icon: 'zap', title: '免費，在瀏覽器裡完成', text: '在 Chrome 與 Edge 上，文字辨識直接在你的裝置上執行。清楚的截圖和簡單圖像都很適合，資料也完全不會離開你的電腦。' },
        { icon: 'sparkles', title: '智慧 AI 翻譯', text: '升級 Pro 後，難處理的圖片會交給我們的 AI 服務：花俏字體、彎曲文字、低解析度、背景雜亂都不怕。', pro: true },
        { icon: 'cursor', title: '任何圖片按右鍵就能翻', text: '從右鍵選單只翻一張圖；也可以在翻譯整頁時，把頁面上的圖片一起翻好。' },
        { icon: 'palette', title: '清楚易讀的譯文', text: '譯文會配上相近的底色繪製，保持清楚好讀；滑鼠移上去就能看到原文。' },
      ],
    },
    {
      type: 'split',
      title: '用途遠不只看漫畫',
      text: '海外網購、看資訊圖表、跟著滿是截圖的教學操作、查看外國公司年報裡的圖表——圖片承載了大量資訊，一般的網頁翻譯卻完全看不到。',
      bullets: ['技術文件裡的截圖與示意圖', '存成圖片的圖表和表格', '商品照片與包裝說明'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: '圖片翻譯常見問題',
      items: [
        { q: '哪些瀏覽器支援免費模式？', a: 'Chrome 和 Edge。在其他瀏覽器上，圖片翻譯會使用智慧 AI 模式，需要 Pro 方案。' },
        { q: '我的圖片會被儲存嗎？', a: '免費模式不會上傳任何東西。智慧 AI 模式會把圖片送出進行翻譯，完成後不會留存。' },
        { q: 'PDF 裡的圖片也能翻嗎？', a: '可以：PDF Pro 在重建文件時，會一併辨識掃描頁和插圖裡的文字。' },
      ],
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF 雙語翻譯：論文、報告、掃描檔都能對照讀',
    description:
      '在免費檢視器裡逐段對照閱讀任何 PDF；遇到公式、表格、掃描頁或多欄排版的論文，就交給 PDF Pro 重建版面後再翻譯，還能匯出雙語 PDF 或網頁。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF 翻譯',
      title: '每一份 PDF，母語和原文一起讀',
      lead: '論文、合約、操作手冊，用 Diglot 檢視器打開，每一段旁邊就會出現對應的譯文。不用重新打字，內容不會漏掉，原文的確切措辭也隨時查得到。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: 'PDF 翻譯教學', href: '/docs/features/pdf/' },
      note: '檢視器免費使用；PDF Pro 包含在 Pro 方案中。',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: '兩種讀 PDF 的方式',
      lead: '一般文件先用免費檢視器就好；版面越複雜，越適合換成 PDF Pro。',
      items: [
        {
          icon: 'pdf',
          title: '免費雙語檢視器',
          text: '從電腦或網址打開 PDF，直接在瀏覽器裡閱讀，每段下方都附上譯文。',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: '先重建文件再翻譯：公式維持公式、表格維持表格，雙欄論文也會照正確順序閱讀。',
          pro: true,
        },
        {
          icon: 'camera',
          title: '掃描頁面',
          text: 'PDF Pro 能辨識掃描或翻拍頁面上的文字，老書和紙本講義也一樣能翻。',
          pro: true,
        },
        {
          icon: 'share',
          title: '匯出與分享',
          text: '把成果存成雙語 PDF 或網頁，或發布一個線上連結，同事不用裝擴充功能也能打開。',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '研究利器',
      title: '別的翻譯工具搞不定的論文，交給它',
      text: '學術 PDF 裡混著多欄排版、註腳、方程式、圖說和參考文獻。整段複製貼到翻譯框，順序全亂，數學式也被拆得支離破碎。PDF Pro 會先像人一樣讀懂整頁版面，再一個區塊一個區塊地翻譯。',
      bullets: [
        '方程式與符號原樣保留',
        '表格逐列重建，儲存格內容一併翻譯',
        '整份文件可選擇保留原始版面翻譯',
      ],
      illustration: 'pdf',
      link: { label: '閱讀 PDF Pro 教學', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: '翻譯你的第一份 PDF',
      items: [
        { title: '安裝 Diglot', text: '加到 Chrome、Edge、Firefox 或 Safari，不到一分鐘就能完成。', link: { label: '前往下載', href: '/download/' } },
        { title: '打開 PDF', text: '像平常一樣點開 PDF 連結，或把電腦裡的檔案拖進 Diglot 檢視器。' },
        { title: '雙語對照閱讀', text: '從你正在看的那一頁開始翻譯，往下捲動，後面的頁面也會接著翻好。' },
      ],
    },
    {
      type: 'faq',
      title: 'PDF 常見問題',
      items: [
        { q: '有頁數限制嗎？', a: '免費檢視器是邊讀邊翻，本身不限頁數。PDF Pro 則會依頁數扣除 Pro 方案的額度。' },
        { q: '我的文件會被傳出電腦嗎？', a: '每段文字會送到你選擇的翻譯引擎。PDF Pro 需要上傳檔案來重建版面，處理完畢後就會刪除。' },
        { q: '整份都是圖片的 PDF 也能翻嗎？', a: '可以，使用 PDF Pro 即可：它會先辨識掃描頁上的文字，再進行翻譯。' },
        { q: '翻論文該選哪個引擎？', a: 'AI 引擎在長篇文件中比較能維持術語一致。翻譯服務指南裡有各引擎的比較。' },
      ],
    },
    {
      type: 'cta',
      title: '下一篇論文，就用雙語讀',
      text: '檢視器完全免費，也不必註冊帳號。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '查看 Pro 方案', href: '/pricing/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '誰在用 Diglot？各行各業的雙語閱讀日常',
    description:
      '學生、研究人員、工程師、投資人、跨國工作者與內容創作者，如何用 Diglot 閱讀、觀看並書寫其他語言的內容，把雙語對照融入每天的工作與學習。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '使用情境',
      title: '讀者各不相同，習慣卻一樣：原文永遠看得到',
      lead: '大家開始用 Diglot 的理由五花八門，共同點是：既想快速看懂內容，又想確認原文一字一句怎麼說。來看看六種不同的讀者，怎麼把它放進每天的生活。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '真實使用案例', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: '學生',
      title: '讀原文教材，進度也不落後',
      text: '課堂指定閱讀、國外的課程影片、考試準備資料：雙語逐段對照讓你跟得上上課進度，單字量也同步成長。開啟「滑過才顯示」的模糊模式，任何文章都能變成閱讀測驗。',
      bullets: ['Coursera、edX、Khan Academy 都有雙語字幕', '譯文先模糊，需要時再偷看', '電子書匯出到你的閱讀器'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: '研究人員',
      title: '不分語言，文獻回顧一網打盡',
      text: '先大量瀏覽摘要，再用 PDF Pro 細讀值得深究的論文，公式與表格都完整保留。要引用之前，原句就在旁邊，直接照抄不出錯。',
      bullets: ['PDF Pro 處理雙欄論文與掃描檔', 'AI 引擎搭配你所屬領域的專業術語', '雙語匯出，方便讀書會共讀'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: '工程師',
      title: '世界各地的文件、issue 與論壇',
      text: '解法常常藏在某個外語討論串裡。Diglot 只翻譯說明文字，程式碼區塊一律不動，指令和識別字都維持原樣。',
      bullets: ['程式碼區塊絕不翻譯', '每天必看的技術文件可設定網站規則', '用母語打字，直接寫出英文 issue'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '還有更多人',
      items: [
        { icon: 'chart', title: '投資人', text: '其他市場的公告、法說會與在地新聞，發布當天就能讀。' },
        { icon: 'briefcase', title: '跨國工作者', text: '供應商和客戶的來信，用輸入框翻譯從母語直接回成對方的語言。' },
        { icon: 'camera', title: '內容創作者', text: '研究國外的流行趨勢，再把雙語金句做成圖片，讓粉絲也看得懂。' },
        { icon: 'users', title: '語言學習者', text: '用正在學的語言追劇、看小說、讀漫畫，卡住時提示就在下一行。' },
      ],
    },
    {
      type: 'cta',
      title: '找出屬於你的使用方式',
      text: 'Diglot 免費就能開始用，各大主流瀏覽器都支援。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '學習中心', href: '/learn/' },
    },
  ],
};

export default copy;

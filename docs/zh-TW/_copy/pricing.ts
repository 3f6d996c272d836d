import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '方案與價格：Diglot 免費版和 Pro 怎麼選',
    description:
      '一次看懂 Diglot 免費版與 Pro 的差別。Pro 加入 PDF Pro、智慧 AI 圖片翻譯、漫畫翻譯與理解上下文的 AI 翻譯，可選月繳或年繳。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '方案價格',
      title: '日常閱讀免費，硬骨頭交給 Pro',
      lead: '想用雙語讀網頁、看影片、翻 PDF，免費版就已經足夠。需要大量 AI 運算的功能才放在 Pro：重建版面的 PDF、智慧圖片與漫畫翻譯，還有能讀懂上下文的翻譯。',
      primary: { label: '比較兩種方案', href: '#plans' },
      secondary: { label: '先免費試用', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: '挑一個適合你的讀法',
      lead: '可以按月付款，選年繳更划算。隨時都能取消，Pro 會一直用到已付費期間結束為止。',
      periodLabel: '計費週期',
      monthly: '月繳',
      yearly: '年繳',
      yearlySave: '省下 {percent}%',
      perMonth: '／月',
      perYear: '／年',
      billedYearly: '每年扣款一次，共 {price}',
      free: {
        name: '免費版',
        tagline: '每個網站都能雙語閱讀，搭配免費引擎。',
        priceNote: '永久免費',
        cta: { label: '加到瀏覽器', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: '論文、掃描檔、漫畫與認真進修的好幫手。',
        badge: '最多人選擇',
        cta: '升級 Pro',
      },
      features: {
        engines: '內建免費引擎，或填入自己的金鑰使用 {engines} 種服務',
        webPages: '雙語網頁，自動辨識正文區塊',
        pdfViewer: '免費雙語 PDF 檢視器',
        inputHover: '輸入框、滑鼠懸停與選取文字翻譯',
        videoSubtitles: '{videoSites} 個影片網站的雙語字幕',
        displayStyles: '{displayStyles} 種顯示樣式，支援自訂 CSS',
        pdfPro: 'PDF Pro：公式、表格、掃描頁（OCR）與多欄排版，可匯出或分享',
        aiImages: '智慧 AI 圖片翻譯',
        manga: '漫畫翻譯',
        contextAi: '理解上下文的 AI 翻譯（測試版）',
        premiumQuota: '每月進階模型 Token 額度',
      },
      compareTitle: '免費版與 Pro 功能逐項比較',
      included: '包含',
      notIncluded: '不包含',
    },
    {
      type: 'accuracy',
      title: '為長篇閱讀打造的專屬引擎',
      lead: 'Pro 會員可以使用 Diglot 專屬的翻譯引擎，特別針對長篇文章調校。與基準引擎相比，在以下語言組合上的準確度高出好幾倍。',
      pairs: { 'en-de': '英文 → 德文', 'en-zh': '英文 → 中文', 'en-ja': '英文 → 日文' },
      value: '準確度達基準引擎的 {multiple} 倍',
      footnote: '以基準引擎為比較對象。實際效果會因文本內容與語言組合而有所不同。',
    },
    {
      type: 'faq',
      title: '關於方案的常見問題',
      items: [
        {
          q: '月底沒用完的額度會怎樣？',
          a: '進階模型額度每月重新計算，沒用完的 Token 不會累積到下個月。如果月中就用光，可以加購流量加值包補充，不必更換方案。',
        },
        {
          q: '月繳和年繳可以互換嗎？',
          a: '可以。變更會在下次續訂時生效，在那之前 Pro 功能照常使用。',
        },
        {
          q: '要用自己的 OpenAI 或 DeepL 金鑰，一定得升級 Pro 嗎？',
          a: '不用。免費版就能使用自己的金鑰，費用依實際用量直接付給服務商。',
        },
        {
          q: '可以取消訂閱嗎？',
          a: '可以，隨時在帳號頁面取消即可。Pro 會保留到已付費期間結束，之後自動回到免費版。',
        },
        {
          q: '我拿到一組兌換序號，要去哪裡用？',
          a: '到兌換頁面登入並輸入兌換序號，Pro 就會依兌換序號提供的時間開通。',
        },
      ],
    },
    {
      type: 'cta',
      title: '拿最難搞的文件考考 Pro',
      text: '掃描版 PDF、滿是公式的論文、漫畫、厚厚一疊報告——用你手邊真正要讀的檔案，看看 Pro 的實力。',
      primary: { label: '升級 Pro', href: '#plans' },
      secondary: { label: '有兌換序號？點這裡兌換', href: '/exchange/' },
    },
  ],
};

export default copy;

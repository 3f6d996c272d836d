import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '帳單、發票與續訂說明',
    description: '說明 Diglot Pro 的計費方式：付款方式、發票下載、自動續訂、變更方案、取消訂閱與退款申請，每一項要去哪裡處理、需要注意什麼，都幫你整理好了。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '帳單',
      title: '方案、付款、發票，一次管理',
      lead: '跟 Diglot Pro 付款有關的一切，都集中在你的帳號裡。這一頁說明計費怎麼運作，以及每項資料該去哪裡找。',
      primary: { label: '前往帳號的帳單頁面', href: '{app}/billing' },
      secondary: { label: '比較方案', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '各項資料在哪裡',
      items: [
        { icon: 'card', title: '付款方式', text: '請在下次續訂前更新信用卡或付款帳戶；續訂前幾天我們會寄信提醒你。' },
        { icon: 'ticket', title: '發票', text: '每一筆付款都有對應的發票，可下載成 PDF；填寫公司資料後也會一併列出。' },
        { icon: 'clock', title: '續訂日期', text: '方案會在每月或每年的同一天續訂。你可以隨時查看日期，也能關閉自動續訂。' },
        { icon: 'gift', title: '兌換序號與加值包', text: '兌換序號和流量加值包都列在同一份紀錄裡，帳目一目了然。' },
      ],
    },
    {
      type: 'steps',
      title: '常見操作',
      items: [
        { title: '月繳、年繳互相切換', text: '在帳號中選擇新的計費週期，會在下次續訂時生效。' },
        { title: '取消 Pro', text: '關閉自動續訂即可。Pro 會用到已付費期間結束，之後帳號自動轉為免費版。' },
        { title: '申請退款', text: '請在付款後 14 天內附上發票號碼來信，我們會個別審核處理。', link: { label: '聯絡客服', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: '帳單常見問題',
      items: [
        { q: '以哪種貨幣收費？', a: '價格以美元計價；銀行可能會換算成新台幣等當地貨幣，因此帳單上的金額會略有差異。' },
        { q: '發票可以開公司抬頭嗎？', a: '可以。付款前在帳號中填好公司名稱與統一編號，就會顯示在發票上。' },
        { q: '為什麼又被扣款了？', a: 'Pro 在你關閉續訂之前都會自動續約。請先到帳號查看續訂日期；如果扣款看起來不對，歡迎與我們聯絡。' },
      ],
    },
  ],
};

export default copy;

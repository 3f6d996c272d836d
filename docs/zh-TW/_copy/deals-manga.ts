import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 新使用者限定：漫畫 Pro 免費試用 3 天',
    description: '第一次使用 Diglot？免費領取 3 天漫畫 Pro 試用（每個帳號限一次），在常看的漫畫網站上直接讀到翻好的對話框，原本的畫面完全不動。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '限時優惠',
      title: '漫畫 Pro 三天，我們請客',
      lead: '如果你是 Diglot 新使用者，現在就能免費領取三天漫畫 Pro 試用。追連載時，每個對話框都會直接換成譯文，在原本的閱讀網站上就能看，畫面一筆不改。',
      primary: { label: '領取試用', href: '#claim' },
      secondary: { label: '漫畫翻譯怎麼運作', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: '領取漫畫 Pro 試用',
      lead: '你需要一個 Diglot 帳號，並在這個瀏覽器裝好擴充功能。試用從領取的那一刻開始計算。',
      perks: [
        'Pixiv、MangaDex、MANGA Plus 等網站的對話框直接原位翻譯',
        '直書排版、由右至左的頁面都能正確處理',
        '整整三天，不需要填寫付款資料',
      ],
      claim: '領取 3 天漫畫 Pro',
      endsOn: '活動於 {date} 截止。每個帳號限領一次，僅限新使用者。',
    },
    {
      type: 'steps',
      title: '三個步驟',
      items: [
        { title: '登入帳號', text: '免費註冊一個新帳號，或登入你原本的帳號。' },
        { title: '安裝 Diglot', text: '在這個瀏覽器加入擴充功能，再回到本頁重新整理。', link: { label: '前往下載', href: '/download/' } },
        { title: '領取後開始看', text: '按下上方按鈕，打開一話漫畫，再點 Diglot 圖示就行了。' },
      ],
    },
    {
      type: 'faq',
      title: '關於試用',
      items: [
        { q: '怎樣才算新使用者？', a: '從來沒有開通過 Pro、也沒領過試用的帳號。每個帳號只能領取一次。' },
        { q: '三天過後會怎樣？', a: '漫畫翻譯會自動關閉，其他功能照樣在免費版繼續使用，不會產生任何費用。' },
        { q: '擴充功能已經裝好了，頁面卻還是要我安裝？', a: '安裝後請重新整理頁面，讓 Diglot 能通知這個頁面它已經就緒。' },
      ],
    },
  ],
};

export default copy;

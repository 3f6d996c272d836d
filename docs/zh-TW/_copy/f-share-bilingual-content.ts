import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '雙語段落一鍵分享：連結或圖片任你選',
    description:
      '讀到值得轉給朋友的段落？Diglot 能把原文和譯文做成分享連結或一張清爽的圖卡，直接貼到聊天群組、社群平台或課堂筆記裡，對方不必安裝任何東西也能看。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '分享雙語內容',
      title: '原文和譯文，一起轉給朋友',
      lead: '只傳譯文，引述的韻味就少了一半；只丟原文，朋友又得自己猜意思。Diglot 讓你兩者一起分享：選好段落，用連結或圖片傳出去就行。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '分享功能怎麼用', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: '兩種格式，各只要點一下',
      items: [
        { icon: 'share', title: '分享連結', text: '一個簡短的網頁，放著雙語段落和原始出處連結。不管有沒有裝 Diglot，任何人都能打開。' },
        { icon: 'image', title: '分享圖片', text: '原文在上、譯文在下的精美圖卡，尺寸剛好適合通訊軟體與社群貼文，不用再自己截圖裁切。' },
        { icon: 'palette', title: '沿用你的顯示樣式', text: '分享出去的段落保留你閱讀時的樣式，醒目標示或加底線的譯文都原汁原味。' },
        { icon: 'lock', title: '只分享你選的內容', text: '沒按下按鈕就什麼都不會分享，而且連結或圖片裡只有你選取的那一段。' },
      ],
    },
    {
      type: 'split',
      eyebrow: '誰會用到',
      title: '一小段引文，開啟一場好對話',
      text: '老師把外文文章的一段連同譯文發給學生；研究人員把準備引用的那句原文傳給同事；創作者把訪談裡的一句話用雙語貼出來，讓粉絲看到受訪者真正說了什麼。',
      bullets: ['雙語教材隨手做', '引用時附上原文措辭', '給粉絲的雙語金句'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: '分享一段文字',
      items: [
        { title: '翻譯網頁', text: '照平常一樣開啟雙語翻譯，點工具列圖示或按 Alt+A 都可以。' },
        { title: '選取段落', text: '反白想分享的段落，旁邊就會跳出一個小工具列。' },
        { title: '選擇連結或圖片', text: '複製連結或儲存圖片，貼到讀者所在的任何地方。' },
      ],
    },
    {
      type: 'faq',
      title: '分享常見問題',
      items: [
        { q: '收到分享的人也要裝 Diglot 嗎？', a: '不用。分享連結用任何瀏覽器都能開，圖片也只是一般的圖檔。' },
        { q: '分享連結之後可以刪除嗎？', a: '可以。你建立的分享連結都列在帳號裡，隨時都能移除任何一個。' },
        { q: '免費版能用分享功能嗎？', a: '可以，分享段落在免費版和 Pro 都能使用。' },
      ],
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '歡迎使用 Diglot：上手只要五分鐘',
    description:
      'Diglot 已經安裝好了。固定工具列圖示、選好閱讀語言、翻譯第一個網頁，再記住三個最常用的快速鍵，日常閱讀需要的大部分操作，差不多就都學會了。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '歡迎',
      title: 'Diglot 準備好了，來翻譯第一個網頁吧。',
      lead: '感謝你安裝 Diglot。花五分鐘跟著下面的步驟走一遍，日常閱讀需要的功能就都學會了；其他進階玩法，等你有需要再慢慢探索。',
      primary: { label: '開啟使用教學', href: '/docs/usage/' },
      secondary: { label: '學習中心', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: '第一步從這裡開始',
      items: [
        { title: '固定圖示', text: '打開瀏覽器工具列上的拼圖選單，把 Diglot 固定起來，不管在哪個網頁都是點一下就能用。' },
        { title: '選擇語言', text: '點 Diglot 圖示，選好你想閱讀的語言。之後每個網站 Diglot 都會記住。' },
        { title: '翻譯這個網頁', text: '在彈出視窗中點「翻譯」，或按 Alt+A。每一段下方都會出現譯文；再按一次 Alt+A 就回到原文。' },
        { title: '挑選翻譯引擎', text: '內建引擎裝好就能用。之後也可以填入自己的金鑰，加入 DeepL、OpenAI 或其他服務。', link: { label: '翻譯服務', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: '三個值得記住的快速鍵',
      lead: '所有快速鍵都能在瀏覽器的擴充功能設定中修改。',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: '翻譯整個網頁，或切回原文。' },
        { icon: 'cursor', title: '按住 Ctrl 指向段落', text: '只翻譯滑鼠游標底下的那一段。' },
        { icon: 'keyboard', title: '連按 {inputSpaces} 下空白鍵', text: '在任何輸入框裡，把打好的文字換成譯文。' },
      ],
    },
    {
      type: 'featureGrid',
      title: '拿你平常在讀的東西試試看',
      items: [
        { icon: 'pdf', title: '一份 PDF', text: '打開任何 PDF 連結，用兩種語言閱讀。', link: { label: 'PDF 翻譯', href: '/f-pdf-translate/' } },
        { icon: 'video', title: '一部影片', text: '播放一支有字幕的 YouTube 影片，開啟第二行字幕。', link: { label: '影片字幕', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: '換個樣式', text: '把顯示樣式換成醒目標示、底線或滑過才顯示的模糊效果。', link: { label: '顯示樣式', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: '已經有問題想問了？',
      text: '常見問題整理了我們最常收到的提問，其他的就交給社群。',
      primary: { label: '閱讀常見問題', href: '/docs/faq/' },
      secondary: { label: '社群', href: '/docs/communities/' },
    },
  ],
};

export default copy;

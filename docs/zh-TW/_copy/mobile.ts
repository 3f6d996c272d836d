import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '手機也能用 Diglot：iPhone、iPad 與 Android',
    description: '透過 Safari 延伸功能、Android 版 Edge 或 Firefox，或直接安裝 APK，在 iPhone、iPad 和 Android 上閱讀雙語網頁，觸控操作一樣順手。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '行動裝置',
      title: '雙語閱讀，隨身帶著走',
      lead: '留著通勤時看的文章、在工作現場查的操作手冊、睡前滑的論壇——在手機上，Diglot 一樣幫你翻譯，原文也一樣留在旁邊。',
      primary: { label: '取得行動版 Diglot', href: '/download/#stores' },
      secondary: { label: '設定教學', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: '三種使用方式',
      items: [
        { icon: 'mobile', title: 'iPhone 與 iPad 上的 Safari', text: '從 App Store 安裝後，到「設定」›「App」›「Safari」›「延伸功能」允許 Diglot，所有 Safari 分頁都能使用。' },
        { icon: 'puzzle', title: 'Android 上的 Edge 與 Firefox', text: '這兩款瀏覽器在 Android 上都能執行擴充功能。從各自的附加元件商店加入 Diglot，用起來就跟在電腦上一樣。' },
        { icon: 'download', title: 'Android APK', text: '裝置上沒有這些瀏覽器的話，可以直接安裝 APK。舊版的 Android 瀏覽器 App 已停止維護。' },
      ],
    },
    {
      type: 'split',
      title: '為觸控操作而設計',
      text: '手機上沒有 Ctrl 鍵，所以 Diglot 加入了手勢操作：點一下懸浮按鈕就翻譯整頁，長按某個段落則只翻那一段。其他功能都和電腦版一樣。',
      bullets: ['懸浮按鈕可依網站個別隱藏', '用手勢翻譯單一段落', '顯示樣式與翻譯引擎和電腦版相同'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: '行動裝置常見問題',
      items: [
        { q: '電腦上的設定會同步到手機嗎？', a: '只要登入同一個帳號，你選的語言、引擎和樣式都會跟著過來。' },
        { q: 'Android 版 Chrome 能用 Diglot 嗎？', a: 'Android 上的 Chrome 不支援擴充功能。請改用 Android 版的 Edge 或 Firefox，或是安裝 APK。' },
        { q: '會很耗行動數據嗎？', a: '只有要翻譯的文字會送到翻譯服務，一個網頁通常只需要幾 KB 的流量。' },
      ],
    },
    {
      type: 'copyLink',
      title: '在手機上開啟這個頁面',
      text: '複製連結傳給自己，再用手機的瀏覽器打開並安裝。',
      href: '/download/',
      button: '複製連結',
    },
  ],
};

export default copy;

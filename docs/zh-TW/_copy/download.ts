import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '下載 Diglot：Chrome、Edge、Firefox、Safari 版',
    description: '依你的瀏覽器下載 Diglot，Mac、iPhone、iPad 上的 Safari 與 Android 裝置也有對應版本。免費安裝，不必註冊帳號。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '下載',
      title: '你用哪個瀏覽器，就裝哪一版',
      lead: 'Diglot 直接在瀏覽器裡運作，不需要另外安裝其他軟體。從下方選擇你的瀏覽器即可，我們已經把最適合你的版本排在第一個。',
      primary: { label: '查看所有下載選項', href: '#stores' },
      secondary: { label: '安裝教學', href: '/docs/installation/' },
      note: '免費・支援 Windows、macOS、Linux、iOS 與 Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: '下載選項',
      yourBrowser: '推薦給你目前的瀏覽器',
      otherBrowsers: '其他瀏覽器',
      mobileTitle: '手機與平板',
      stores: {
        chrome: { name: 'Chrome', action: '加到 Chrome', note: 'Brave、Arc、Opera、Vivaldi 等 Chromium 核心瀏覽器也適用。' },
        edge: { name: 'Microsoft Edge 瀏覽器', action: '取得 Edge 版', note: '從 Edge 附加元件商店安裝，Windows、macOS 與 Android 皆可使用。' },
        firefox: { name: 'Firefox', action: '加到 Firefox', note: '從 Firefox 附加元件網站安裝，電腦版與 Android 版都能用。' },
        safariMac: { name: 'Mac 版 Safari', action: '前往 Mac App Store 下載', note: '安裝完成後，到「Safari」›「設定」›「延伸功能」中啟用。' },
        safariIos: { name: 'iPhone 與 iPad 版 Safari', action: '前往 App Store 下載', note: '接著到「設定」›「App」›「Safari」›「延伸功能」中允許使用。' },
        mobileApp: { name: 'Diglot 行動 App', action: '查看 App 頁面', note: '外出時也能閱讀與翻譯，設定自動同步。' },
        apk: { name: 'Android（APK）', action: '下載 APK 安裝檔', note: '適合沒有應用程式商店的 Android 裝置；舊版瀏覽器 App 已停止維護。' },
        zip: { name: 'Chrome 壓縮檔', action: '下載 zip 檔', note: '供手動安裝使用。' },
      },
      manualTitle: '連不上瀏覽器的擴充功能商店？',
      manualText: '你也可以下載 zip 壓縮檔，透過「開發人員模式」和「載入未封裝項目」，幾個步驟就能裝好 Chrome 版。',
      manualLink: { label: '手動安裝說明', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: '安裝完成後',
      items: [
        { title: '固定圖示', text: '點工具列上的拼圖圖示，把 Diglot 固定起來，之後隨時點一下就能用。' },
        { title: '選擇語言', text: '打開 Diglot 的彈出視窗，選好你想閱讀的目標語言。' },
        { title: '翻譯第一個網頁', text: '隨便打開一篇外文文章，按 Alt+A，或點選「翻譯這個網頁」。', link: { label: '快速入門', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;

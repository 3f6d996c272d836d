import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '在 Chrome、Edge 等 Chromium 瀏覽器手動安裝 Diglot',
    description:
      '連不上 Chrome 線上應用程式商店？下載 Diglot 的 zip 壓縮檔，開啟「開發人員模式」後載入未封裝的擴充功能，五個步驟就能裝好。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手動安裝',
      title: '不透過 Chrome 線上應用程式商店，也能安裝 Diglot',
      lead: '有些網路環境或公司電腦會封鎖 Chrome 線上應用程式商店。別擔心，你還是能用 Diglot：下載同一個 Chrome 版本的 zip 壓縮檔，自己載入就行。Chrome、Edge、Brave、Arc、Opera 等 Chromium 瀏覽器都適用。',
      primary: { label: '下載 zip 壓縮檔', href: '/manual-chrome-extension/zip/' },
      secondary: { label: '改從商店安裝', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: '五個步驟',
      items: [
        { title: '下載壓縮檔', text: '取得最新版的 Diglot Chrome zip 檔，存到會長期保留的地方，例如「文件」資料夾。', link: { label: '下載頁面', href: '/manual-chrome-extension/zip/' } },
        { title: '解壓縮', text: '把檔案解壓縮到一個資料夾。這個資料夾請不要刪除：瀏覽器每次啟動都會從這裡載入 Diglot。' },
        { title: '開啟擴充功能頁面', text: '在網址列輸入下面這個網址後按 Enter（Edge 請改用 edge://extensions）。', copy: 'chrome://extensions' },
        { title: '開啟開發人員模式', text: '打開右上角的「開發人員模式」開關（Edge 在左下角），畫面上會多出幾個按鈕。' },
        { title: '載入未封裝項目', text: '點選「載入未封裝項目」，選擇剛才解壓縮的資料夾，也就是裡面有 manifest.json 的那一個。Diglot 就會出現在清單和工具列上。' },
      ],
    },
    {
      type: 'faq',
      title: '手動安裝常見問題',
      items: [
        { q: 'Diglot 會自動更新嗎？', a: '不會。手動安裝的版本不會自動更新。請下載新的 zip 檔、覆蓋資料夾裡的內容，再到擴充功能頁面按一下重新載入的箭頭圖示。你的設定都會保留。' },
        { q: 'Chrome 提示這個擴充功能不是來自商店，有問題嗎？', a: '所有未封裝的擴充功能，Chrome 都會顯示這則提示。直接關掉即可，Diglot 運作完全不受影響。' },
        { q: '出現「資訊清單檔案遺失或無法讀取」怎麼辦？', a: '代表選錯資料夾了。請選擇直接包含 manifest.json 的那個資料夾，而不是它的上一層。' },
        { q: '之後可以改用商店版嗎？', a: '可以。先移除手動安裝的版本，再從商店安裝。登入帳號就能把設定找回來。' },
      ],
    },
    {
      type: 'cta',
      title: '裝好了嗎？開始閱讀吧。',
      primary: { label: '新手第一步', href: '/welcome/' },
      secondary: { label: '安裝教學', href: '/docs/installation/' },
    },
  ],
};

export default copy;

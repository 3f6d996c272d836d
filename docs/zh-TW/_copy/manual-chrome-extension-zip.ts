import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '下載 Diglot Chrome 版 zip 壓縮檔',
    description: 'Diglot Chrome 擴充功能的 zip 壓縮檔，供你在 Chrome、Edge 及其他 Chromium 瀏覽器中手動載入使用，適合無法連上擴充功能商店的環境。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手動安裝',
      title: 'Diglot Chrome 版，zip 壓縮檔',
      lead: '這和 Chrome 線上應用程式商店上的是同一個擴充功能，只是打包成方便手動安裝的格式。解壓縮後，到瀏覽器的擴充功能頁面載入那個資料夾即可。',
      primary: { label: '下載 zip 檔', href: '{store.zip}' },
      secondary: { label: '逐步安裝教學', href: '/manual-chrome-extension/' },
      note: '手動安裝不會自動更新，有新版本時請回到這裡下載。',
      illustration: 'install',
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot Android 版下載中',
    description: 'Diglot Android App 的安裝檔會自動開始下載。如果等了一會兒還沒動靜，請改用頁面上的手動下載連結取得 APK 檔，再依照指示完成安裝。',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot Android 版',
      starting: '下載即將開始，請稍候…',
      started: '已經開始下載。下載完成後開啟檔案，即可安裝 Diglot。',
      manual: '手動下載 APK',
      help: 'Android 可能會先請你允許從瀏覽器安裝應用程式。',
      helpLink: { label: 'Android 安裝說明', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;

import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Android 版 Diglot をダウンロード中",
    description: "Android 版 Diglot のダウンロードが自動で始まります。始まらない場合は手動リンクをご利用ください。",
  },
};

export default copy;

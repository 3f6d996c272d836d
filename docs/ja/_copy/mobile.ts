import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "スマホで Diglot：iOS と Android",
    description: "Safari 拡張機能、モバイルアプリ、APK で、iPhone・iPad・Android でも対訳で Web ページを読めます。",
  },
};

export default copy;

import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "欢迎使用 Diglot：最初的五分钟",
    description: "Diglot 已安装。固定图标、选择语言，翻译你的第一个页面。",
  },
};

export default copy;

import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "YouTube、Netflix 等 60 多个视频网站的双语字幕",
    description: "在 YouTube、Netflix、Coursera 等网站观看双语字幕，也支持在线会议字幕。",
  },
};

export default copy;

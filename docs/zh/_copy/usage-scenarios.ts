import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '谁在用 Diglot：不同职业的双语阅读场景',
    description:
      '看看学生、科研人员、开发者、投资者、跨境从业者和内容创作者，如何借助 Diglot 阅读、观看和书写外语内容，把双语对照融入每天的工作与学习。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '使用场景',
      title: '读者各不相同，习惯却一样：原文始终在眼前',
      lead: '大家选择 Diglot 的理由五花八门，共同的需求只有一个：既要快速读懂，又要能核对原文的每一个字。下面是六类读者把它融入日常的方式。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '查看真实案例', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: '学生',
      title: '读原版教材，也不掉队',
      text: '课程阅读材料、国外公开课视频、备考资料，有了双语段落对照，既能跟上课堂进度，词汇量也在不知不觉中增长。换上“悬停前模糊”样式，任何文章都能变成一场阅读练习。',
      bullets: ['Coursera、edX、可汗学院的双语字幕', '译文先模糊，需要时再看一眼', '导出电子书，放进阅读器里读'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: '科研人员',
      title: '各种语言的文献，一网打尽',
      text: '先批量速览摘要，再用 PDF Pro 精读有价值的论文，公式和表格都完好保留。引用之前，原文句子就在旁边，直接摘录即可。',
      bullets: ['PDF Pro 轻松处理双栏论文和扫描件', 'AI 引擎用上你所在领域的术语', '导出双语版本，分享给读书会'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: '开发者',
      title: '全球的文档、Issue 和论坛，都能看懂',
      text: '问题的解法常常藏在另一种语言的帖子里。Diglot 只翻译说明文字，代码块一律不动，命令和标识符都保持原样。',
      bullets: ['代码块永远不会被翻译', '为每天查阅的文档站设置网站规则', '用母语写，提交英文 Issue'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '还有更多人在用',
      items: [
        {
          icon: 'chart',
          title: '投资者',
          text: '海外市场的公告、财报电话会和当地新闻，发布当天就能读到。',
        },
        {
          icon: 'briefcase',
          title: '跨境从业者',
          text: '供应商和客户发来的消息，借助输入框翻译，用母语写、用对方的语言回。',
        },
        {
          icon: 'camera',
          title: '内容创作者',
          text: '追踪海外热点，把双语金句做成图片分享，让粉丝一看就懂。',
        },
        {
          icon: 'users',
          title: '语言学习者',
          text: '用正在学的语言追剧、读小说、看漫画，卡住时答案就在下一行。',
        },
      ],
    },
    {
      type: 'cta',
      title: '找到属于你的用法',
      text: 'Diglot 免费即可上手，主流浏览器都能用。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '学习中心', href: '/learn/' },
    },
  ],
};

export default copy;

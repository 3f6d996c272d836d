import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'AO3 同人文翻译：用母语追外文同人',
    description: '为 AO3（Archive of Our Own）及其他同人网站提供双语对照翻译，按章节逐段翻译，网站导航、作者注释和标签都原样保留，追外文同人不再卡在语言上。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '同人小说',
      title: '好文不分语种，篇篇都能追',
      lead: '你所在的圈子里，有些神作偏偏是用你看不懂的语言写的。Diglot 能把 AO3 和其他同人网站上的作品逐段翻译出来，作者的原文就留在旁边，随时对照。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '特定网站适配说明', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: '贴合同人网站的阅读习惯',
      items: [
        { icon: 'book', title: '按章节翻译', text: '打开一章就翻译一章；用网站自己的按钮翻到下一章，Diglot 也会自动跟上。' },
        { icon: 'columns', title: '原文译文并排', text: '对白、双关和称谓，瞄一眼原句再看译文，味道才对。' },
        { icon: 'check', title: '标签、注释和简介', text: '简介、作者注释和标签也一并翻译，开读之前就能判断这篇是不是你的菜。' },
        { icon: 'sparkles', title: '上下文感知 AI', text: '开通 Pro 后，AI 翻译能在长篇章节里保持人名和语气前后一致。', pro: true },
      ],
    },
    {
      type: 'split',
      title: '尊重每一位作者',
      text: 'Diglot 只在你的浏览器里、只为你一个人翻译。作品不会被转载，始终留在原网站上，你点的 Kudos 和留下的评论，作者照样收得到。',
      bullets: ['不复制、不转载任何内容', 'Kudos 和评论功能一切照旧', '整篇阅读和分章阅读都能用'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: '读者常见问题',
      items: [
        { q: '支持“Entire work”（整篇阅读）模式吗？', a: '支持。长篇作品会随着你向下滚动逐步翻译，页面依然流畅。' },
        { q: '角色名可以保留原文不翻译吗？', a: '可以。在 AI 提示词设置里把它们加入术语表，翻译时就会按原样保留。' },
        { q: '还支持哪些同人网站？', a: '只要是普通文字网页，基本都能翻译；需要特别适配的网站，可在“特定网站适配说明”页面查看。' },
      ],
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '双语内容分享：把原文和译文做成链接或图片',
    description:
      '读到值得转发的段落？Diglot 能把原文连同译文生成分享链接或一张干净的图片，发微信群、发朋友圈、放进课堂笔记都合适，对方不装插件也能看。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '分享双语内容',
      title: '原文和译文，一起转给对方',
      lead: '只发译文，原话的味道就丢了；只发原文，朋友又得自己去猜。Diglot 让你两样一起分享：选中一段内容，以链接或图片的形式发出去就行。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '了解分享功能', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: '两种形式，各需一次点击',
      items: [
        { icon: 'share', title: '分享链接', text: '生成一个简短页面，包含双语段落和原文出处链接。装没装 Diglot，任何人都能打开。' },
        { icon: 'image', title: '分享图片', text: '一张排版整齐的卡片，原文在上、译文在下，尺寸适合聊天软件和社交平台，省去截图再裁剪的麻烦。' },
        { icon: 'palette', title: '沿用你的显示样式', text: '分享出去的段落保持你阅读时的样子，高亮或带下划线的译文，发出去还是一样。' },
        { icon: 'lock', title: '只分享你选中的内容', text: '不点按钮，什么都不会分享出去；链接或图片里也只包含你选中的那一段。' },
      ],
    },
    {
      type: 'split',
      eyebrow: '谁在分享',
      title: '一小段引文，聊出大话题',
      text: '老师把一段外文文章连同译文发给学生；研究人员把准备引用的那句原话发给同事确认；创作者把采访里的一句话用双语发出来，让粉丝看清对方到底说了什么。',
      bullets: ['双语课堂材料', '附带原文措辞的引用', '给粉丝的双语金句'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: '分享一段内容',
      items: [
        { title: '翻译网页', text: '像平时一样开启双语翻译：点击工具栏图标，或按 Alt+A。' },
        { title: '选中段落', text: '划选你想分享的段落，选区旁边会出现一个小工具栏。' },
        { title: '选择链接或图片', text: '复制链接或保存图片，然后粘贴到你的读者所在的地方。' },
      ],
    },
    {
      type: 'faq',
      title: '分享常见问题',
      items: [
        { q: '对方也需要安装 Diglot 吗？', a: '不需要。分享链接在任何浏览器里都能打开，图片也只是普通的图片文件。' },
        { q: '分享链接之后还能删除吗？', a: '可以。你创建的所有分享链接都列在账户中，随时可以删除其中任何一个。' },
        { q: '免费版能用分享功能吗？', a: '能。无论免费版还是 Pro 会员，都可以分享段落。' },
      ],
    },
  ],
};

export default copy;

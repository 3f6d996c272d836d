import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF 双语翻译：论文、报告、扫描件对照阅读｜Diglot',
    description:
      '在免费阅读器里逐段双语对照阅读任意 PDF；遇到公式、表格、扫描页和多栏排版，交给 PDF Pro 重建版面后再翻译，并导出双语版本，读论文更省心。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF 翻译',
      title: '每一份 PDF，译文原文都在眼前',
      lead: '论文、合同、说明书，在 Diglot 阅读器里一打开，每段译文就紧挨着原文出现。不用重新录入，内容一点不丢，随时都能核对原文的确切措辞。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: 'PDF 翻译指南', href: '/docs/features/pdf/' },
      note: '阅读器免费使用，PDF Pro 包含在 Pro 会员中。',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: '读 PDF 的两种方式',
      lead: '日常文档，用免费阅读器就够了；排版复杂、难以处理时，再切换到 PDF Pro。',
      items: [
        {
          icon: 'pdf',
          title: '免费双语阅读器',
          text: '打开电脑里的 PDF 或网上的 PDF 链接，直接在浏览器里阅读，每段下方都附有译文。',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: '先重建文档，再进行翻译：公式还是公式，表格还是表格，双栏论文也按正确顺序阅读。',
          pro: true,
        },
        {
          icon: 'camera',
          title: '扫描页面',
          text: 'PDF Pro 能识别扫描件和拍照页面上的文字，老书和纸质讲义也能翻译。',
          pro: true,
        },
        {
          icon: 'share',
          title: '导出与分享',
          text: '把结果保存为双语 PDF 或网页，也可以发布成在线链接，同事没装插件也能直接打开。',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '科研利器',
      title: '别的翻译工具搞不定的论文，交给它',
      text: '学术 PDF 里分栏、脚注、公式、图注和参考文献混在一起，复制到翻译框里，顺序全乱，公式也面目全非。PDF Pro 像人一样先读懂页面结构，再一块一块地翻译。',
      bullets: [
        '公式和符号原样保留',
        '表格逐行重建，单元格内容全部翻译',
        '整份文档可用保留原排版的模式翻译',
      ],
      illustration: 'pdf',
      link: { label: '阅读 PDF Pro 使用指南', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: '翻译你的第一份 PDF',
      items: [
        { title: '安装 Diglot', text: '把插件添加到 Chrome、Edge、Firefox 或 Safari，不到一分钟就能装好。', link: { label: '下载', href: '/download/' } },
        { title: '打开 PDF', text: '像平时一样点击 PDF 链接，或者把电脑里的文件拖进 Diglot 阅读器。' },
        { title: '双语对照阅读', text: '从你正在看的那一页开始翻译，往下滚动，后面的页面也会接着翻。' },
      ],
    },
    {
      type: 'faq',
      title: 'PDF 翻译常见问题',
      items: [
        { q: '有页数限制吗？', a: '免费阅读器边读边译，本身不限页数。PDF Pro 按页数计算，消耗的是 Pro 会员的额度。' },
        { q: '我的文档会离开我的电脑吗？', a: '每段文字会发送给你所选的翻译引擎。PDF Pro 需要上传文件来重建版面，处理完成后即删除。' },
        { q: '只有图片的 PDF 也能翻译吗？', a: '可以，使用 PDF Pro 即可：它会先识别扫描页上的文字，再进行翻译。' },
        { q: '翻译论文用哪个引擎好？', a: 'AI 引擎能在长文档中保持术语前后统一。各引擎的对比，可以参考翻译服务指南。' },
      ],
    },
    {
      type: 'cta',
      title: '下一篇论文，双语对照着读',
      text: '阅读器免费使用，无需注册账户。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '查看 Pro 套餐', href: '/pricing/' },
    },
  ],
};

export default copy;

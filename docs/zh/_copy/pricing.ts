import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 价格方案：免费版与 Pro 会员对比',
    description:
      '对比 Diglot 免费版与 Pro 会员：Pro 额外提供 PDF Pro、智能 AI 图片翻译、漫画翻译和结合上下文的 AI 翻译，可按月或按年订阅，随时取消。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '价格方案',
      title: '日常阅读，免费就够；难啃的内容，交给 Pro',
      lead: '用两种语言读网页、看视频、读 PDF，所需的功能全部免费。Pro 加入了需要大量 AI 算力的功能：重建排版的 PDF、智能图片翻译和漫画翻译，以及能读懂上下文的翻译。',
      primary: { label: '对比方案', href: '#plans' },
      secondary: { label: '免费开始使用', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: '按你的阅读方式选方案',
      lead: '可按月付费，也可按年付费更划算。随时可以取消，已付费的周期结束前 Pro 功能照常可用。',
      periodLabel: '付费周期',
      monthly: '按月',
      yearly: '按年',
      yearlySave: '省 {percent}%',
      perMonth: '/月',
      perYear: '/年',
      billedYearly: '按年付费，每年 {price}',
      free: {
        name: '免费版',
        tagline: '所有网站都能双语阅读，使用免费翻译引擎。',
        priceNote: '永久免费',
        cta: { label: '添加到浏览器', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: '读论文、看扫描件、追漫画、认真学外语，就选它。',
        badge: '最受欢迎',
        cta: '开通 Pro',
      },
      features: {
        engines: '内置免费引擎，或用自己的密钥接入 {engines} 款翻译服务',
        webPages: '双语网页翻译，智能识别正文',
        pdfViewer: '免费双语 PDF 阅读器',
        inputHover: '输入框翻译、悬停翻译和划词翻译',
        videoSubtitles: '{videoSites} 个视频网站的双语字幕',
        displayStyles: '{displayStyles} 种显示样式，支持自定义 CSS',
        pdfPro: 'PDF Pro：支持公式、表格、扫描件（OCR）和多栏排版，可导出或分享',
        aiImages: '智能 AI 图片翻译',
        manga: '漫画翻译',
        contextAi: '结合上下文的 AI 翻译（测试版）',
        premiumQuota: '每月高级模型 Token 额度',
      },
      compareTitle: '免费版与 Pro 逐项对比',
      included: '包含',
      notIncluded: '不包含',
    },
    {
      type: 'accuracy',
      title: '专为阅读打造的翻译引擎',
      lead: 'Pro 会员可使用 Diglot 专属翻译引擎，它针对长文阅读做了专门调校。与基准引擎相比，在以下语言组合上的准确度高出数倍。',
      pairs: { 'en-de': '英语 → 德语', 'en-zh': '英语 → 中文', 'en-ja': '英语 → 日语' },
      value: '准确度提升 {multiple} 倍',
      footnote: '准确度为相对基准引擎的比较结果，实际效果因文本内容和语言组合而异。',
    },
    {
      type: 'faq',
      title: '关于方案的常见问题',
      items: [
        {
          q: '月底没用完的额度会怎样？',
          a: '高级模型额度每月重置，没用完的 Token 不会累积到下个月。如果月中提前用完，可以另购流量包补充，不影响当前方案。',
        },
        {
          q: '月付和年付可以互相切换吗？',
          a: '可以。切换会在下次续费时生效，在此之前 Pro 功能照常使用。',
        },
        {
          q: '用自己的 OpenAI 或 DeepL 密钥，需要开通 Pro 吗？',
          a: '不需要。免费版就能使用你自己的密钥，用多少直接向服务商付多少。',
        },
        {
          q: '可以取消订阅吗？',
          a: '可以，随时在账户中取消。Pro 会保留到已付费周期结束，之后自动转为免费版。',
        },
        {
          q: '我有兑换码，在哪里使用？',
          a: '前往兑换页面，登录后输入兑换码，即可开通兑换码对应时长的 Pro 会员。',
        },
      ],
    },
    {
      type: 'cta',
      title: '拿最难读的文档，试试 Pro',
      text: '扫描版 PDF、满篇公式、漫画、长篇报告——用你平时真正在读的文件，看看 Pro 的表现。',
      primary: { label: '开通 Pro', href: '#plans' },
      secondary: { label: '有兑换码？立即兑换', href: '/exchange/' },
    },
  ],
};

export default copy;

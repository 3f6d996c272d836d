import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 双语翻译插件：网页、PDF、视频，原文译文对照看',
    description:
      '把译文放在原文旁边的浏览器翻译插件。网页、PDF、电子书、字幕、图片、漫画都能翻，支持含 AI 大模型在内的 {engines} 款翻译引擎，免费即可上手。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '浏览器里的双语对照翻译',
      title: '原文译文对照，读懂任何语言',
      lead: 'Diglot 保留原文，把译文紧贴在下方：内容读得懂，作者的原话也原样保留。网页、PDF、电子书、视频字幕、图片和漫画统统能翻，覆盖 {languages} 种语言。',
      primary: { label: '免费添加到浏览器', href: '/download/' },
      secondary: { label: '看看怎么用', href: '/docs/usage/' },
      note: '支持 Chrome、Edge、Firefox 和 Safari · 无需注册，装好就能用',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: '读者正在使用 Diglot' },
        { value: '{engines}', label: '翻译引擎（含 AI 大模型）' },
        { value: '{languages}', label: '支持的语言' },
        { value: '{videoSites}', label: '视频网站支持双语字幕' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: '读什么，都有双语版',
      lead: '一个插件，覆盖整个网络：在你常去的网站上直接生效，用不着的时候绝不打扰。',
      items: [
        {
          icon: 'globe',
          title: '双语网页',
          text: '每段原文都保留，译文紧随其下。Diglot 会自动识别正文，菜单和广告一概不碰。',
          link: { label: '网页翻译', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF 对照阅读',
          text: '任何 PDF 都能在免费的双语阅读器里打开。开通 Pro 后，PDF Pro 还能重建含公式、表格和扫描页的论文。',
          link: { label: 'PDF 翻译', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: '电子书',
          text: '读 ePub 电子书时，每一段后面都附上译文；读完还能导出双语 ePub，放进你的阅读器。',
          link: { label: '电子书翻译', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: '视频字幕',
          text: 'YouTube、Netflix、Coursera 等 {videoSites} 个视频网站都能显示双行字幕，在线会议的实时字幕也能翻。',
          link: { label: '双语字幕', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: '图片',
          text: '图片和截图里的文字也能翻译。免费模式直接在浏览器里运行，遇到难啃的图，就交给智能 AI 模式。',
          link: { label: '图片翻译', href: '/image/' },
        },
        {
          icon: 'manga',
          title: '漫画',
          text: '就在你常看的漫画网站上，对话气泡原地翻译，画面原封不动。',
          link: { label: '漫画翻译', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: '同人小说',
          text: 'AO3 等同人网站按章节翻译，网站自带的章节导航照常好用。',
          link: { label: 'AO3 翻译', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: '用母语写外文',
          text: '在任意输入框里打字，连按 {inputSpaces} 次空格，内容就变成英文——也可以换成你指定的任何语言。',
          link: { label: '输入框翻译', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: '悬停与划词',
          text: '按住 Ctrl 把鼠标移到某一段上，只翻译这一段；或者选中一个短语，译文立刻弹出来。',
          link: { label: '悬停翻译', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '为阅读而生',
      title: '原文不走，译文同行。',
      text: '机器翻译已经很好用，但还谈不上完美。原文和译文同时留在页面上，核对措辞、顺手记个单词、一字不差地引用原话，都不用来回切换标签页。',
      bullets: [
        '{displayStyles} 种显示样式：下划线、高亮背景、悬停前模糊、左右分栏等',
        '只想快速了解大意时，可切换为仅显示译文',
        '为常看的网站自定义 CSS 和站点规则',
      ],
      illustration: 'bilingual',
      link: { label: '浏览全部显示样式', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: '文档',
      title: '论文、报告、书籍，告别复制粘贴',
      text: '把 PDF 拖进阅读器，就能逐段双语对照阅读。PDF Pro 更进一步：它看得懂公式、表格、扫描页和多栏排版，可以导出双语 PDF，也可以生成一个网页，发个链接就能分享。',
      bullets: ['免费的双语 PDF 阅读器', 'PDF Pro：OCR 识别、公式、表格、多栏排版', '导出为 PDF 或 HTML，也可在线分享'],
      illustration: 'pdf',
      link: { label: '了解 PDF 翻译', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: '视频',
      title: '常看的视频网站，直接看双语字幕',
      text: '网课、演讲、剧集、会议，Diglot 都会在原字幕下方加一行译文。YouTube、Netflix、Prime Video、Coursera、Udemy 等 {videoSites} 个网站均已支持；在 Zoom、Google Meet 和 Microsoft Teams 里，实时字幕同样会多出一行翻译。',
      illustration: 'video',
      link: { label: '双语字幕', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: '翻译引擎，由你挑选',
      lead: '可以先用免费的内置引擎；想要更好的效果，就填入自己的 DeepL、OpenAI、Claude、Gemini 等 API 密钥，或者用 Ollama 在本地跑模型。首次安装即有约 {homeServices} 个服务可用，全部加起来共 {engines} 款。',
      link: { label: '对比各家翻译服务', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: '谁在用 Diglot 读外文',
      items: [
        { icon: 'student', title: '学生', text: '直接读原版教材和论文，词汇量在不知不觉中积累起来。' },
        { icon: 'flask', title: '科研人员', text: '快速浏览外文文献，引用之前再对照原文核实措辞。' },
        { icon: 'code', title: '开发者', text: '各种语言的技术文档、Issue 和论坛都能看懂，代码块原样保留。' },
        { icon: 'chart', title: '投资者', text: '其他市场的公告、财报电话会和当地新闻，一发布就能读。' },
        { icon: 'briefcase', title: '跨境从业者', text: '和海外的供应商、客户、同事打交道，语气里的分寸也不走样。' },
        { icon: 'camera', title: '内容创作者', text: '追踪外语世界的热点和一手信源，再把双语引文分享给你的粉丝。' },
      ],
    },
    {
      type: 'steps',
      title: '一分钟上手',
      items: [
        { title: '把 Diglot 添加到浏览器', text: '支持 Chrome、Edge、Firefox 和 Safari，电脑、iPhone 和 iPad 上都能用。', link: { label: '下载', href: '/download/' } },
        { title: '选择目标语言', text: '选好你想读的语言，Diglot 会在每个网站上记住这个设置。' },
        { title: '翻译网页', text: '点击工具栏图标，或按 Alt+A。再按一次，即可恢复原文。' },
      ],
    },
    {
      type: 'faq',
      title: '大家最先问的几个问题',
      items: [
        {
          q: 'Diglot 免费吗？',
          a: '免费。双语网页、PDF 阅读器、视频字幕、输入框翻译和悬停翻译，配合内置引擎都能免费使用。Pro 会员另外提供 PDF Pro、智能 AI 图片翻译、漫画翻译和上下文感知 AI 翻译。',
        },
        {
          q: '用的是哪个翻译引擎？',
          a: '装好就能用内置的免费引擎。你也可以切换到 DeepL、OpenAI、Claude、Gemini，或通过 Ollama 调用本地模型，共有 {engines} 款引擎可选，还能按网站分别设置。',
        },
        {
          q: '网页会因此对别人也变样吗？',
          a: '不会。译文只加在你自己的浏览器里，点一下就能恢复原文。',
        },
        {
          q: '可以用自己的 API 密钥吗？',
          a: '可以。在对应翻译服务的设置里填入密钥，之后请求会从你的浏览器直接发往该服务商，使用的是你自己的账户。',
        },
      ],
    },
    {
      type: 'cta',
      title: '用母语读懂世界，原文一字不落',
      text: '不到一分钟就能装好 Diglot，免费开始使用。',
      primary: { label: '添加 Diglot 到浏览器', href: '/download/' },
      secondary: { label: '对比免费版与 Pro', href: '/pricing/' },
    },
  ],
};

export default copy;

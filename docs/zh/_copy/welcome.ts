import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '欢迎使用 Diglot：五分钟快速上手',
    description:
      'Diglot 已安装成功。跟着本页把图标固定到工具栏，选好你要读的语言，翻译第一个网页，再记住三个最常用的快捷操作，日常双语阅读就全部搞定了。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '欢迎',
      title: 'Diglot 已就绪，来翻译第一个网页吧',
      lead: '感谢安装 Diglot！花五分钟跟着下面几步走一遍，日常阅读需要的就都会了；其他功能，等你用得上时再慢慢探索。',
      primary: { label: '打开入门教程', href: '/docs/usage/' },
      secondary: { label: '学习中心', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: '上手第一步',
      items: [
        {
          title: '固定图标',
          text: '点击浏览器工具栏上拼图形的“扩展程序”按钮，把 Diglot 固定到工具栏，在任何页面都能一键打开。',
        },
        {
          title: '选择语言',
          text: '点击 Diglot 图标，选好你想用来阅读的语言。设置一次，所有网站通用。',
        },
        {
          title: '翻译当前网页',
          text: '在弹出面板中点击“翻译当前页面”，或按 Alt+A，每个段落下方就会出现译文。再按一次 Alt+A，即可切回原文。',
        },
        {
          title: '选择翻译引擎',
          text: '内置引擎装好即用。之后也可以填入自己的密钥，接入 DeepL、OpenAI 等其他服务。',
          link: { label: '翻译服务', href: '/docs/services/' },
        },
      ],
    },
    {
      type: 'featureGrid',
      title: '三个值得记住的快捷操作',
      lead: '所有快捷键都可以在浏览器的扩展程序设置中修改。',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: '翻译当前网页，再按一次恢复原文。' },
        { icon: 'cursor', title: '按住 Ctrl 指向段落', text: '只翻译鼠标所指的那一段。' },
        { icon: 'keyboard', title: '连按 {inputSpaces} 次空格', text: '在任意输入框中，把刚输入的内容替换成译文。' },
      ],
    },
    {
      type: 'featureGrid',
      title: '拿你正在读的内容试试',
      items: [
        {
          icon: 'pdf',
          title: '一份 PDF',
          text: '打开任意 PDF 链接，用两种语言对照阅读。',
          link: { label: 'PDF 翻译', href: '/f-pdf-translate/' },
        },
        {
          icon: 'video',
          title: '一段视频',
          text: '播放一个带字幕的 YouTube 视频，打开第二行字幕。',
          link: { label: '视频字幕', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'palette',
          title: '换个样式',
          text: '把译文样式换成高亮底色、下划线或悬停前模糊，找到最顺眼的一种。',
          link: { label: '显示样式', href: '/docs/features/webpage/' },
        },
      ],
    },
    {
      type: 'cta',
      title: '已经有疑问了？',
      text: '最常见的问题，常见问题页都有解答；其余的，社区里的朋友会帮你。',
      primary: { label: '查看常见问题', href: '/docs/faq/' },
      secondary: { label: '社区', href: '/docs/communities/' },
    },
  ],
};

export default copy;

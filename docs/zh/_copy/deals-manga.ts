import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 新用户福利：免费领 3 天漫画 Pro 体验',
    description: '第一次用 Diglot？免费领取 3 天漫画 Pro 体验，每个账户限领一次。看漫画时对话气泡原地翻译，画面完全不受影响，追更外文漫画更轻松。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '限时福利',
      title: '漫画 Pro 免费畅享 3 天',
      lead: 'Diglot 新用户可免费领取 3 天漫画 Pro 体验：就在常去的漫画网站上追你在看的连载，每个对话气泡都翻译好，画面一笔不动。',
      primary: { label: '立即领取体验', href: '#claim' },
      secondary: { label: '了解漫画翻译', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: '领取漫画 Pro 体验',
      lead: '需要登录 Diglot 账户，并在当前浏览器中安装插件。体验期从领取那一刻开始计算。',
      perks: [
        'Pixiv、MangaDex、MANGA Plus 等网站上的对话气泡原地翻译',
        '竖排文字和从右往左的页面也能正确处理',
        '完整 3 天，无需绑定任何支付方式',
      ],
      claim: '领取 3 天漫画 Pro',
      endsOn: '活动截止日期：{date}。仅限新用户，每个账户限领一次。',
    },
    {
      type: 'steps',
      title: '三步领取',
      items: [
        { title: '登录账户', text: '免费注册一个新账户，或登录已有账户。' },
        { title: '安装 Diglot', text: '在当前浏览器中添加插件，然后回到本页并刷新。', link: { label: '下载', href: '/download/' } },
        { title: '领取并开读', text: '点击上方按钮领取，打开任意一话漫画，再点击 Diglot 图标即可。' },
      ],
    },
    {
      type: 'faq',
      title: '关于体验活动',
      items: [
        { q: '怎样才算新用户？', a: '从未开通过 Pro、也从未领取过体验的账户。每个账户仅可领取一次。' },
        { q: '3 天之后会怎样？', a: '漫画翻译功能自动关闭，其他功能在免费版下照常使用，不会产生任何扣费。' },
        { q: '插件已经装好了，页面却还提示我安装？', a: '安装完成后请刷新页面，这样 Diglot 才能让本页识别到插件。' },
      ],
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '图片翻译：照片、截图、图表里的文字原地翻译｜Diglot',
    description:
      '照片、截图、图表和信息图里的文字，在网页上直接翻译，译文就叠在原位。Chrome 和 Edge 可免费在本地识别，Pro 会员还能用智能 AI 处理难认的图片。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '图片翻译',
      title: '图里的字，原地翻译',
      lead: '商品图、报告里的图表、论坛帖子里的截图、旅行博客上的菜单……Diglot 会找出图片中的文字，把译文直接叠在原来的位置上，不用截图再去别处识别。',
      primary: { label: '免费添加 Diglot', href: '/download/' },
      secondary: { label: '查看图片翻译指南', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: '两种模式，按需选择',
      items: [
        {
          icon: 'zap',
          title: '免费模式，本地识别',
          text: '在 Chrome 和 Edge 上，文字识别直接在你自己的设备上完成。清晰的截图、简单的图示都能轻松应对，图片也不会离开你的电脑。',
        },
        {
          icon: 'sparkles',
          title: '智能 AI 翻译',
          text: '开通 Pro 后，难啃的图片交给我们的 AI 服务：花式字体、弯曲排布的文字、低分辨率、背景杂乱，都能认得出、翻得准。',
          pro: true,
        },
        {
          icon: 'cursor',
          title: '右键即可翻译',
          text: '在任意图片上点右键，单独翻译这一张；也可以在翻译整个网页时，顺带把页面上的图片一起翻完。',
        },
        {
          icon: 'palette',
          title: '译文清晰易读',
          text: '译文会配上与原图协调的底色，叠在图上依然看得清；想核对原文时，把鼠标移上去就能看到。',
        },
      ],
    },
    {
      type: 'split',
      title: '不只是看漫画，处处用得上',
      text: '海淘比价、读信息图、跟着满屏截图的教程一步步操作、查外企年报里的一张图表——大量信息藏在图片里，普通的网页翻译根本看不到，图片翻译正好补上这一块。',
      bullets: ['文档里的截图和示意图', '存成图片的图表和表格', '商品实拍图和包装说明'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: '图片翻译常见问题',
      items: [
        {
          q: '免费模式支持哪些浏览器？',
          a: '目前支持 Chrome 和 Edge。在其他浏览器上，图片翻译会使用智能 AI 模式，需要开通 Pro。',
        },
        {
          q: '我的图片会被保存吗？',
          a: '免费模式下不会上传任何内容。智能 AI 模式需要把图片发送到服务器进行翻译，翻译完成后不会保留。',
        },
        {
          q: 'PDF 里的图片也能翻译吗？',
          a: '可以。PDF Pro 在重建文档时，会一并识别扫描页和插图中的文字。',
        },
      ],
    },
  ],
};

export default copy;

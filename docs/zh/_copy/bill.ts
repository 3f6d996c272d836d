import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot Pro 账单、发票与续费说明',
    description: '一文看懂 Diglot Pro 的计费方式：支付方式、发票下载、自动续费、切换月付或年付、取消订阅和申请退款，分别在哪里操作、会产生什么结果。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '账单',
      title: '套餐、付款、发票，一目了然',
      lead: 'Diglot Pro 的所有付费事项都在你的账户里管理。这里说明计费的规则，以及每一项该去哪里找。',
      primary: { label: '前往我的账单', href: '{app}/billing' },
      secondary: { label: '对比套餐', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '各项信息在哪里',
      items: [
        { icon: 'card', title: '支付方式', text: '请在下次续费前更新银行卡或支付账户；续费前几天，我们会发邮件提醒你。' },
        { icon: 'ticket', title: '发票', text: '每笔付款都有对应发票，可下载为 PDF；如果填写了公司信息，发票上也会一并显示。' },
        { icon: 'clock', title: '续费日期', text: '套餐按月或按年，在同一天自动续费。你可以随时查看续费日期，也可以随时关闭自动续费。' },
        { icon: 'gift', title: '兑换码与流量包', text: '兑换码和流量包的记录也都在同一份历史里，账目完整，一查便知。' },
      ],
    },
    {
      type: 'steps',
      title: '常用操作',
      items: [
        { title: '在月付和年付之间切换', text: '在账户中选择新的计费周期，下次续费时生效。' },
        { title: '取消 Pro', text: '关闭自动续费即可。Pro 会员会保留到已付费周期结束，之后账户自动转为免费版。' },
        { title: '申请退款', text: '请在付款后 14 天内联系我们，并附上发票编号，我们会根据具体情况逐一处理。', link: { label: '联系客服', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: '账单常见问题',
      items: [
        { q: '用什么币种收费？', a: '价格以美元计价；你的银行可能会换算成本地货币扣款，因此显示的金额可能略有出入。' },
        { q: '发票能开成公司抬头吗？', a: '可以。付款前在账户中填写公司名称和税号，它们就会出现在发票上。' },
        { q: '为什么又扣了一次款？', a: 'Pro 会员在你关闭自动续费之前会一直自动续费。请在账户中查看续费日期；如果觉得扣款有误，请联系我们。' },
      ],
    },
  ],
};

export default copy;

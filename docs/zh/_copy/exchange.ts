import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '兑换码兑换 Diglot Pro 会员',
    description: '手上有 Diglot 兑换码？登录账户后在本页输入兑换码，Pro 会员立即到账。可用于礼品、活动、学校或合作伙伴发放的兑换码，已是会员也能顺延有效期。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '兑换',
      title: '一串兑换码，换来 Pro 会员',
      lead: '兑换码可能来自礼品、活动、学校或合作伙伴。在下方输入你的兑换码，对应时长的 Pro 会员就会添加到你的账户中。',
      primary: { label: '输入兑换码', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: '兑换 Pro 会员',
      lead: '兑换码由 16 位字母和数字组成，通常每 4 位一组。输入时带不带短横线、空格都没关系。',
      label: '兑换码',
      placeholder: '例如：ABCD-EFGH-JKMN-PQRS',
      hint: '字母不区分大小写。兑换码中不会出现 0、O、1、I、L 这几个字符。',
      submit: '立即兑换',
    },
    {
      type: 'faq',
      title: '关于兑换码',
      items: [
        { q: '我已经是 Pro 会员了，还能兑换吗？', a: '可以。兑换后会员有效期会顺延：兑换码的时长将接在当前到期日之后。' },
        { q: '兑换码可以送给别人吗？', a: '可以，只要还没有人兑换过。每个兑换码只能使用一次。' },
        { q: '提示兑换码已过期，怎么办？', a: '兑换码需要在随码附带的截止日期前兑换。如果你认为提示有误，请带上兑换码联系我们。' },
      ],
    },
  ],
};

export default copy;

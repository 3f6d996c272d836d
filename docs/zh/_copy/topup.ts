import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 流量包：额度用完随时加购',
    description:
      '本月的高级翻译额度提前用完了？在 Pro 会员每月额度之外加购流量包，Token 即时到账、月底不清零，不用更换方案，也不用等到下个月，论文和报告接着读。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '流量包',
      title: '额度不够用？随时加购',
      lead: 'Pro 会员每月附带一定的高级模型 Token 额度。赶上考试周、啃一份长报告或读完一整本书，额度可能提前见底；这时加购一个流量包就能接着用，无需更换方案。',
      primary: { label: '选择流量包', href: '#packs' },
      secondary: { label: '查看价格方案', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: '选择流量包',
      lead: '购买后 Token 立即存入你的账户，在每月额度用完后才开始消耗，月底也不会清零。',
      packName: '{tokens} Token',
      packs: {
        'pack-s': '适合文章、论文扎堆的忙碌一周',
        'pack-m': '足够读完一份长报告或一本小书',
        'pack-l': '为高强度的月份准备：毕业论文、整本书、大批 PDF',
      },
      choose: '流量包',
      continue: '去结算',
      note: '购买将在你的 Diglot 账户中完成，付款前可以再次确认订单。',
    },
    {
      type: 'faq',
      title: '关于流量包',
      items: [
        {
          q: '购买流量包需要先开通 Pro 吗？',
          a: '需要。流量包是对 Pro 附带的高级额度的补充，只有 Pro 会员有效期内才能使用。',
        },
        {
          q: '哪些功能会消耗额度？',
          a: '高级 AI 模型、PDF Pro、智能 AI 图片翻译和漫画翻译会消耗额度。免费引擎和你自己的 API 密钥都不占用额度。',
        },
        {
          q: '取消 Pro 之后，没用完的流量包怎么办？',
          a: '未用完的 Token 会一直保留在你的账户里，重新开通 Pro 后即可继续使用。',
        },
      ],
    },
  ],
};

export default copy;

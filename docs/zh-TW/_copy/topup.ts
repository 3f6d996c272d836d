import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '購買流量加值包，補充 Diglot 額度',
    description: '這個月的進階翻譯額度用完了嗎？在 Pro 額度之外加購流量加值包，不必更換方案就能繼續安心閱讀，加值的 Token 也不會隨著月底結算而失效。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '流量加值包',
      title: '進階翻譯不夠用？隨時加值',
      lead: 'Pro 每個月都附有一定的進階模型 Token 額度。碰上考試週、一份長篇報告或整本書，額度可能提早見底；這時加購流量加值包就能補足，不需要更換方案。',
      primary: { label: '挑選加值包', href: '#packs' },
      secondary: { label: '查看方案', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: '挑選加值包',
      lead: '購買後 Token 會立即加入你的帳號。系統會先用完每月額度才扣加值包，而且加值包不會在月底到期。',
      packName: '{tokens} 個 Token',
      packs: {
        'pack-s': '適合狂讀文章與論文的一週',
        'pack-m': '足以翻完一份長篇報告或一本短篇書',
        'pack-l': '重度使用月份的首選：論文、書籍、大量 PDF',
      },
      choose: '加值包',
      continue: '前往結帳',
      note: '購買流程會在你的 Diglot 帳號中完成，付款前可以再次確認訂單內容。',
    },
    {
      type: 'faq',
      title: '關於流量加值包',
      items: [
        { q: '一定要是 Pro 會員才能買加值包嗎？', a: '加值包是疊加在 Pro 附帶的進階額度上，所以需要有效的 Pro 會員資格才能使用。' },
        { q: '哪些功能會用到額度？', a: '進階 AI 模型、PDF Pro、智慧 AI 圖片翻譯與漫畫翻譯。免費引擎和你自己的 API 金鑰都不會消耗額度。' },
        { q: '如果取消 Pro 會怎樣？', a: '沒用完的加值包 Token 會保留在帳號裡，重新訂閱 Pro 後就能繼續使用。' },
      ],
    },
  ],
};

export default copy;

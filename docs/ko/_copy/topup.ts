import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '트래픽 팩으로 Diglot 사용량 충전하기',
    description: '이번 달 프리미엄 번역 사용량을 벌써 다 쓰셨나요? 요금제는 그대로 두고 Pro 기본 사용량에 트래픽 팩을 더해 멈춤 없이 계속 읽어 보세요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '트래픽 팩',
      title: '프리미엄 번역이 더 필요할 때, 필요한 만큼',
      lead: 'Pro에는 매달 프리미엄 모델 토큰이 일정량 제공돼요. 시험 기간이나 긴 보고서, 책 한 권을 읽다 보면 금방 바닥날 수도 있죠. 그럴 땐 요금제를 바꾸지 않고 트래픽 팩으로 언제든 충전하세요.',
      primary: { label: '팩 고르기', href: '#packs' },
      secondary: { label: '요금제 보기', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: '트래픽 팩 선택',
      lead: '팩을 구매하면 토큰이 계정에 바로 추가돼요. 매달 제공되는 사용량을 먼저 쓰고 나서 팩 토큰이 쓰이며, 월말이 지나도 사라지지 않아요.',
      packName: '{tokens} 토큰',
      packs: {
        'pack-s': '기사와 논문을 몰아 읽는 바쁜 한 주에',
        'pack-m': '긴 보고서나 얇은 책 한 권 분량',
        'pack-l': '학위 논문, 책, 수많은 PDF를 읽는 바쁜 달에',
      },
      choose: '팩',
      continue: '결제 계속하기',
      note: '구매는 Diglot 계정에서 마무리됩니다. 결제 전에 주문 내용을 한 번 더 확인할 수 있습니다.',
    },
    {
      type: 'faq',
      title: '트래픽 팩 안내',
      items: [
        { q: '팩을 사려면 Pro가 있어야 하나요?', a: '팩은 Pro에 포함된 프리미엄 사용량에 더해지는 방식이라, 쓰려면 Pro 멤버십이 활성화되어 있어야 해요.' },
        { q: '어떤 기능이 사용량을 차감하나요?', a: '프리미엄 AI 모델, PDF Pro, 스마트 AI 이미지 번역, 만화 번역이에요. 무료 엔진이나 내 API 키로 번역할 때는 전혀 차감되지 않아요.' },
        { q: 'Pro를 해지하면 어떻게 되나요?', a: '쓰지 않은 팩 토큰은 계정에 그대로 남아 있고, Pro에 다시 가입하면 이어서 쓸 수 있어요.' },
      ],
    },
  ],
};

export default copy;

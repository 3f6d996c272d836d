import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '요금제: Diglot Free와 Pro 비교',
    description:
      'Diglot Free와 Pro를 비교해 보세요. Pro는 PDF Pro, 스마트 AI 이미지 번역, 만화 번역, 문맥을 이해하는 AI 번역을 더해 주며 월간·연간 결제를 고를 수 있어요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '요금제',
      title: '일상적인 읽기는 무료로, 까다로운 작업은 Pro로',
      lead: '웹페이지, 동영상, PDF를 두 언어로 읽는 데 필요한 기능은 모두 무료예요. Pro에는 AI 연산이 많이 드는 기능이 담겨 있어요. PDF 재구성, 스마트 이미지·만화 번역, 그리고 문맥까지 이해하는 번역이죠.',
      primary: { label: '요금제 비교하기', href: '#plans' },
      secondary: { label: '무료로 시작하기', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: '나에게 맞는 방식을 고르세요',
      lead: '매달 결제하거나, 연간 결제로 더 아껴 보세요. 언제든 해지할 수 있고, 해지해도 이미 결제한 기간이 끝날 때까지 Pro를 그대로 쓸 수 있어요.',
      periodLabel: '결제 주기',
      monthly: '월간',
      yearly: '연간',
      yearlySave: '{percent}% 할인',
      perMonth: '/월',
      perYear: '/년',
      billedYearly: '1년에 한 번 {price} 결제',
      free: {
        name: 'Free',
        tagline: '무료 엔진으로 모든 사이트를 두 언어로 읽어요.',
        priceNote: '평생 무료',
        cta: { label: '브라우저에 추가', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: '논문, 스캔본, 만화, 본격적인 공부를 위한 플랜.',
        badge: '가장 인기',
        cta: 'Pro 시작하기',
      },
      features: {
        engines: '기본 무료 엔진, 또는 내 API 키로 {engines}개 서비스 연결',
        webPages: '본문을 똑똑하게 찾아 주는 이중 언어 웹페이지',
        pdfViewer: '무료 이중 언어 PDF 뷰어',
        inputHover: '입력창·마우스 오버·선택 영역 번역',
        videoSubtitles: '{videoSites}개 동영상 사이트 이중 자막',
        displayStyles: '{displayStyles}가지 표시 스타일과 사용자 CSS',
        pdfPro: 'PDF Pro: 수식·표·스캔(OCR)·다단 처리, 내보내기와 공유',
        aiImages: '스마트 AI 이미지 번역',
        manga: '만화·코믹스 번역',
        contextAi: '문맥을 이해하는 AI 번역(베타)',
        premiumQuota: '매월 제공되는 프리미엄 모델 토큰',
      },
      compareTitle: 'Free와 Pro, 기능별로 한눈에',
      included: '포함',
      notIncluded: '미포함',
    },
    {
      type: 'accuracy',
      title: '읽기에 최적화된 전용 번역 엔진',
      lead: 'Pro 회원은 긴 글 읽기에 맞춰 다듬은 Diglot 전용 번역 엔진을 쓸 수 있어요. 기준 엔진과 비교했을 때 아래 언어 쌍에서 정확도가 몇 배나 높아요.',
      pairs: { 'en-de': '영어 → 독일어', 'en-zh': '영어 → 중국어', 'en-ja': '영어 → 일본어' },
      value: '정확도 {multiple}배',
      footnote: '기준 엔진 대비 상대 정확도입니다. 실제 결과는 텍스트와 언어 쌍에 따라 달라질 수 있습니다.',
    },
    {
      type: 'faq',
      title: '요금제에 관한 질문',
      items: [
        {
          q: '월말에 남은 사용량은 어떻게 되나요?',
          a: '프리미엄 모델 사용량은 매달 새로 채워지며, 쓰지 않은 토큰은 다음 달로 이월되지 않습니다. 중간에 다 쓰면 요금제를 바꾸지 않고 트래픽 팩으로 추가할 수 있어요.',
        },
        {
          q: '월간과 연간 결제를 바꿀 수 있나요?',
          a: '네. 변경 사항은 다음 갱신일부터 적용되고, 그때까지 Pro는 그대로 유지돼요.',
        },
        {
          q: '내 OpenAI나 DeepL 키를 쓰려면 Pro가 필요한가요?',
          a: '아니요. 개인 API 키는 Free 요금제에서도 쓸 수 있어요. 사용한 만큼의 비용은 해당 서비스 제공사에 직접 내면 돼요.',
        },
        {
          q: '해지할 수 있나요?',
          a: '네, 계정에서 언제든 해지할 수 있어요. 이미 결제한 기간이 끝날 때까지 Pro가 유지되고, 그 뒤에는 Free로 전환됩니다.',
        },
        {
          q: '교환 코드가 있어요. 어디서 쓰나요?',
          a: '코드 교환 페이지에서 로그인한 뒤 코드를 입력하세요. 코드에 정해진 기간만큼 Pro가 바로 활성화돼요.',
        },
      ],
    },
    {
      type: 'cta',
      title: '가장 어려운 문서로 Pro를 시험해 보세요',
      text: '스캔한 PDF, 수식, 만화, 긴 보고서까지. 실제로 읽는 파일에서 Pro가 어떤 차이를 만드는지 직접 확인해 보세요.',
      primary: { label: 'Pro 시작하기', href: '#plans' },
      secondary: { label: '코드가 있나요? 교환하기', href: '/exchange/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '누가, 어떻게 Diglot을 쓸까? 직업별 읽기 루틴',
    description:
      '학생, 연구자, 개발자, 투자자, 글로벌 실무자, 콘텐츠 크리에이터가 Diglot으로 다른 언어의 글과 영상을 읽고 보고 쓰는 방법을 소개해요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '활용 사례',
      title: '하는 일은 달라도, 원문은 늘 곁에 두는 습관',
      lead: 'Diglot을 찾는 이유는 사람마다 제각각이에요. 그래도 공통점이 하나 있죠. 글을 빠르게 이해하면서도 원래 표현을 믿고 확인할 수 있어야 한다는 것. 여섯 부류의 독자가 하루 속에서 Diglot을 어떻게 쓰는지 소개할게요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '실제 활용 사례', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: '학생',
      title: '원서로 공부해도 진도는 그대로',
      text: '수업 읽기 자료, 해외 강의 영상, 시험 준비 자료까지. 문단마다 두 언어로 보면 수업 진도를 따라가면서 어휘력도 함께 늘어요. 마우스를 올릴 때까지 흐리게 보기 모드를 켜면 어떤 기사든 독해 연습 문제가 돼요.',
      bullets: ['Coursera, edX, Khan Academy의 이중 자막', '번역은 흐리게 두고 필요할 때만 살짝 보기', '전자책 리더용으로 내보내기'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: '연구자',
      title: '모든 언어의 선행 연구를 한 번에 조사',
      text: '초록은 빠르게 대량으로 훑어보고, 눈에 띄는 논문은 수식과 표를 그대로 살려 주는 PDF Pro로 꼼꼼히 읽으세요. 인용할 때는 원문 문장이 바로 곁에 있어요.',
      bullets: ['2단 논문과 스캔본을 위한 PDF Pro', '내 분야 전문 용어에 맞춘 AI 엔진', '연구 모임과 나눌 이중 언어 내보내기'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: '개발자',
      title: '전 세계의 문서, 이슈, 포럼을 내 언어로',
      text: '해결책은 종종 다른 언어로 된 스레드에 숨어 있어요. Diglot은 설명 글만 번역하고 코드 블록은 건드리지 않아서, 명령어와 식별자가 쓰인 그대로 남아요.',
      bullets: ['코드 블록은 절대 번역하지 않음', '매일 보는 문서에 맞춘 사이트 규칙', '한국어로 쓰고 영어로 이슈 작성'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '그리고 더 많은 사람들',
      items: [
        { icon: 'chart', title: '투자자', text: '해외 시장의 공시, 실적 발표, 현지 뉴스를 나온 당일에 바로 읽어요.' },
        { icon: 'briefcase', title: '글로벌 실무자', text: '거래처와 고객이 보낸 메시지에 입력창 번역으로 내 언어로 쓰고 상대의 언어로 답해요.' },
        { icon: 'camera', title: '콘텐츠 크리에이터', text: '해외 트렌드를 조사하고, 구독자가 읽기 쉬운 이중 언어 인용 이미지로 공유해요.' },
        { icon: 'users', title: '외국어 학습자', text: '배우는 언어로 된 드라마, 소설, 만화를 보다가 막히면 바로 한 줄 아래에서 도움을 받아요.' },
      ],
    },
    {
      type: 'cta',
      title: '나만의 루틴을 찾아보세요',
      text: 'Diglot은 주요 브라우저 어디서나 무료로 시작할 수 있어요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '학습 센터', href: '/learn/' },
    },
  ],
};

export default copy;

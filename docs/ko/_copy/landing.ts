import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot — 웹페이지, PDF, 영상을 원문과 번역으로 함께 읽기',
    description:
      '원문 옆에 번역을 나란히 보여 주는 브라우저 확장 프로그램. 웹페이지, PDF, 전자책, 자막, 이미지, 만화까지 {engines}개 번역 엔진으로 읽어요. 무료로 시작하세요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '브라우저 속 이중 언어 번역',
      title: '어떤 언어든, 원문과 번역을 한눈에',
      lead: 'Diglot은 원문을 그대로 두고 바로 아래에 번역을 붙여 줘요. 글쓴이의 표현을 놓치지 않으면서 내용은 편하게 이해할 수 있죠. 웹페이지, PDF, 전자책, 동영상 자막, 이미지, 만화까지 {languages}개 언어를 지원해요.',
      primary: { label: '브라우저에 무료로 추가하기', href: '/download/' },
      secondary: { label: '사용 방법 살펴보기', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox, Safari 지원 · 계정 없이 바로 시작',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: '명이 Diglot으로 읽고 있어요' },
        { value: '{engines}', label: 'AI를 포함한 번역 엔진' },
        { value: '{languages}', label: '지원 언어' },
        { value: '{videoSites}', label: '이중 자막을 지원하는 동영상 사이트' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: '읽는 모든 것을 두 언어로',
      lead: '확장 프로그램 하나로 웹 전체를 커버해요. 평소 읽던 곳에서 그대로 작동하고, 필요 없을 땐 조용히 물러나 있어요.',
      items: [
        {
          icon: 'globe',
          title: '이중 언어 웹페이지',
          text: '문단마다 원문을 남기고 그 아래에 번역을 보여 줘요. 본문만 골라 번역하니 메뉴나 광고는 건드리지 않아요.',
          link: { label: '웹페이지 번역', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF도 나란히',
          text: '무료 이중 언어 뷰어로 어떤 PDF든 열어 보세요. Pro의 PDF Pro는 수식, 표, 스캔 페이지가 섞인 논문도 깔끔하게 재구성해요.',
          link: { label: 'PDF 번역', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: '전자책',
          text: 'ePub 책을 문단마다 번역과 함께 읽고, 이중 언어 ePub으로 내보내 전자책 리더에서도 볼 수 있어요.',
          link: { label: '전자책 번역', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: '동영상 자막',
          text: 'YouTube, Netflix, Coursera 등 {videoSites}개 동영상 사이트에서 자막을 두 줄로 보여 주고, 온라인 회의 실시간 자막도 번역해요.',
          link: { label: '이중 자막', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: '이미지',
          text: '사진과 스크린숏 속 글자까지 번역해요. 무료 모드는 브라우저 안에서 처리하고, 까다로운 이미지는 스마트 AI 모드가 맡아요.',
          link: { label: '이미지 번역', href: '/image/' },
        },
        {
          icon: 'manga',
          title: '만화와 코믹스',
          text: '즐겨 찾는 만화 사이트에서 말풍선 속 대사를 제자리에서 번역해요. 그림은 원래 모습 그대로예요.',
          link: { label: '만화 번역', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: '팬픽션',
          text: 'AO3를 비롯한 팬픽션 사이트를 챕터 단위로 번역해요. 사이트 자체의 이동 버튼도 그대로 쓸 수 있어요.',
          link: { label: 'AO3 번역', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: '내 언어로 쓰기',
          text: '아무 입력창에나 한국어로 쓰고 스페이스바를 {inputSpaces}번 누르면 영어로 바뀌어요. 원하는 다른 언어로도 바꿀 수 있어요.',
          link: { label: '입력창 번역', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: '마우스 오버와 선택 번역',
          text: 'Ctrl 키를 누른 채 문단을 가리키면 그 문단만 번역돼요. 구절을 드래그하면 작은 창으로 바로 번역을 보여 줘요.',
          link: { label: '마우스 오버 번역', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '읽는 사람을 위한 설계',
      title: '원문은 그대로, 번역은 그 곁에',
      text: '기계 번역은 훌륭하지만 완벽하진 않아요. 두 텍스트가 한 화면에 함께 있으면 탭을 오가지 않고도 표현을 확인하고, 단어를 익히고, 원문을 정확하게 인용할 수 있어요.',
      bullets: [
        '밑줄, 하이라이트, 마우스를 올릴 때까지 흐리게, 좌우 나란히 보기 등 {displayStyles}가지 표시 스타일',
        '요점만 빠르게 보고 싶을 땐 번역만 보기 모드',
        '자주 가는 사이트에는 나만의 CSS와 사이트 규칙 적용',
      ],
      illustration: 'bilingual',
      link: { label: '표시 스타일 둘러보기', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: '문서',
      title: '논문, 보고서, 책도 복사·붙여넣기 없이',
      text: 'PDF를 뷰어에 끌어다 놓으면 문단마다 두 언어로 읽을 수 있어요. PDF Pro는 한 걸음 더 나아가 수식, 표, 스캔 페이지, 다단 레이아웃까지 이해하고, 이중 언어 PDF나 링크로 공유할 수 있는 웹페이지로 내보내 줘요.',
      bullets: ['무료 이중 언어 PDF 뷰어', 'PDF Pro: OCR, 수식, 표, 다단 레이아웃 처리', 'PDF·HTML로 내보내거나 온라인으로 공유'],
      illustration: 'pdf',
      link: { label: 'PDF 번역 자세히 보기', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: '동영상',
      title: '늘 보던 사이트에서 자막을 두 줄로',
      text: '강의, 강연, 드라마, 회의까지. Diglot은 YouTube, Netflix, Prime Video, Coursera, Udemy 등 {videoSites}개 사이트에서 원문 자막 아래에 번역 자막을 띄워 줘요. Zoom, Google Meet, Microsoft Teams의 실시간 자막에도 번역 줄이 붙어요.',
      illustration: 'video',
      link: { label: '이중 자막 알아보기', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: '번역 엔진은 원하는 대로',
      lead: '기본 제공되는 무료 엔진으로 바로 시작하고, DeepL, OpenAI, Claude, Gemini 등은 내 API 키로 연결하세요. Ollama로 로컬 모델을 돌릴 수도 있어요. 설치 직후 약 {homeServices}개 서비스를 바로 쓸 수 있고, 모두 합치면 {engines}개예요.',
      link: { label: '번역 서비스 비교하기', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Diglot과 함께 읽는 사람들',
      items: [
        { icon: 'student', title: '학생', text: '강의 자료와 논문을 원문으로 읽으면서 자연스럽게 어휘력도 키워요.' },
        { icon: 'flask', title: '연구자', text: '해외 문헌을 빠르게 훑어보고, 인용하기 전에 원문 표현을 정확히 확인해요.' },
        { icon: 'code', title: '개발자', text: '어떤 언어로 된 문서, 이슈, 포럼이든 따라가요. 코드 블록은 건드리지 않아요.' },
        { icon: 'chart', title: '투자자', text: '해외 시장의 공시, 실적 발표, 현지 뉴스를 나오는 즉시 읽어요.' },
        { icon: 'briefcase', title: '글로벌 실무자', text: '해외 거래처, 고객, 동료와 일할 때도 미묘한 뉘앙스를 놓치지 않아요.' },
        { icon: 'camera', title: '콘텐츠 크리에이터', text: '다른 언어권의 트렌드와 자료를 조사하고, 이중 언어 인용문을 구독자와 나눠요.' },
      ],
    },
    {
      type: 'steps',
      title: '1분이면 시작할 수 있어요',
      items: [
        { title: '브라우저에 Diglot 추가', text: 'Chrome, Edge, Firefox, Safari를 지원해요. 데스크톱은 물론 iPhone과 iPad에서도 쓸 수 있어요.', link: { label: '다운로드', href: '/download/' } },
        { title: '읽을 언어 선택', text: '번역해서 읽고 싶은 언어를 고르세요. 한 번 정하면 모든 사이트에서 기억해요.' },
        { title: '페이지 번역', text: '툴바 아이콘을 클릭하거나 Alt+A를 누르세요. 한 번 더 누르면 원문으로 돌아가요.' },
      ],
    },
    {
      type: 'faq',
      title: '가장 많이 묻는 질문',
      items: [
        {
          q: 'Diglot은 무료인가요?',
          a: '네. 기본 제공 엔진을 쓰면 이중 언어 웹페이지, PDF 뷰어, 동영상 자막, 입력창 번역, 마우스 오버 번역을 모두 무료로 쓸 수 있어요. Pro에서는 PDF Pro, 스마트 AI 이미지 번역, 만화 번역, 문맥을 이해하는 AI 번역이 추가돼요.',
        },
        {
          q: '어떤 번역 엔진을 쓰나요?',
          a: '기본 무료 엔진이 설치 즉시 작동해요. 원하면 DeepL, OpenAI, Claude, Gemini, Ollama를 통한 로컬 모델 등 모두 {engines}개 엔진 중에서 고를 수 있고, 사이트마다 다르게 정할 수도 있어요.',
        },
        {
          q: '다른 사람이 보는 페이지도 바뀌나요?',
          a: '아니요. 번역은 내 브라우저 안에서만 더해지고, 클릭 한 번이면 원래 페이지로 돌아가요.',
        },
        {
          q: '내 API 키를 써도 되나요?',
          a: '물론이에요. 번역 서비스 설정에 키를 입력하면, 요청이 내 브라우저에서 해당 서비스로 내 계정을 통해 바로 전달돼요.',
        },
      ],
    },
    {
      type: 'cta',
      title: '세상의 글을 내 언어로, 그리고 원문 그대로',
      text: '설치는 1분이면 충분해요. 시작은 무료예요.',
      primary: { label: 'Diglot 무료로 추가하기', href: '/download/' },
      secondary: { label: 'Free와 Pro 비교하기', href: '/pricing/' },
    },
  ],
};

export default copy;

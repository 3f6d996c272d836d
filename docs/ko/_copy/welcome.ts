import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot에 오신 것을 환영해요: 처음 5분 가이드',
    description:
      'Diglot 설치가 끝났어요. 아이콘을 고정하고, 언어를 고르고, 첫 페이지를 번역한 다음, 대부분의 일을 해결해 주는 단축키 세 가지를 익혀 보세요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '환영합니다',
      title: 'Diglot 준비 완료. 첫 페이지를 번역해 볼까요?',
      lead: 'Diglot을 설치해 주셔서 고마워요. 아래 단계를 5분만 따라 하면 일상적인 읽기에 필요한 건 모두 익힐 수 있어요. 나머지는 필요해질 때 천천히 알아봐도 충분해요.',
      primary: { label: '튜토리얼 열기', href: '/docs/usage/' },
      secondary: { label: '학습 센터', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: '첫걸음',
      items: [
        { title: '아이콘 고정하기', text: '브라우저 툴바의 퍼즐 모양 메뉴를 열고 Diglot을 고정하세요. 어느 페이지에서든 클릭 한 번이면 열려요.' },
        { title: '읽을 언어 고르기', text: 'Diglot 아이콘을 클릭하고 번역해서 읽을 언어를 선택하세요. 어디서든 그 언어를 기억해요.' },
        { title: '이 페이지 번역하기', text: '팝업에서 "번역"을 클릭하거나 Alt+A를 누르세요. 문단마다 아래에 번역이 붙어요. Alt+A를 한 번 더 누르면 원문으로 돌아가요.' },
        { title: '번역 엔진 고르기', text: '기본 제공 엔진은 바로 쓸 수 있어요. 나중에 내 키로 DeepL, OpenAI 같은 다른 서비스를 추가해도 돼요.', link: { label: '번역 서비스', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: '꼭 기억해 둘 단축키 세 가지',
      lead: '모든 단축키는 브라우저의 확장 프로그램 설정에서 바꿀 수 있어요.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: '페이지를 번역하거나 다시 원문을 보여 줘요.' },
        { icon: 'cursor', title: 'Ctrl 누른 채 가리키기', text: '마우스 아래에 있는 문단만 번역해요.' },
        { icon: 'keyboard', title: '스페이스바 {inputSpaces}번', text: '어느 입력창에서든 입력한 내용을 번역문으로 바꿔 줘요.' },
      ],
    },
    {
      type: 'featureGrid',
      title: '평소 읽는 것으로 바로 시험해 보세요',
      items: [
        { icon: 'pdf', title: 'PDF', text: '아무 PDF 링크나 열어서 두 언어로 읽어 보세요.', link: { label: 'PDF 번역', href: '/f-pdf-translate/' } },
        { icon: 'video', title: '동영상', text: '자막이 있는 YouTube 영상을 재생하고 두 번째 자막 줄을 켜 보세요.', link: { label: '동영상 자막', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: '새로운 스타일', text: '표시 스타일을 하이라이트, 밑줄, 마우스를 올릴 때까지 흐리게 등으로 바꿔 보세요.', link: { label: '표시 스타일', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: '벌써 궁금한 게 생겼나요?',
      text: '가장 많이 받는 질문은 FAQ에 답해 두었고, 그 밖의 질문은 커뮤니티가 도와드려요.',
      primary: { label: 'FAQ 읽기', href: '/docs/faq/' },
      secondary: { label: '커뮤니티', href: '/docs/communities/' },
    },
  ],
};

export default copy;

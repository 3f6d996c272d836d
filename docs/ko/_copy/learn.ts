import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '학습 센터: 두 언어로 읽는 법을 알려 주는 가이드',
    description:
      '짧고 실용적인 Diglot 가이드 모음. 첫 페이지 번역, PDF와 논문, 이중 자막, AI 엔진 고르기, 프롬프트 작성, 사이트별 설정까지 차근차근 알려 드려요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '학습 센터',
      title: '짧은 가이드로 하나씩 익히는 Diglot',
      lead: 'Diglot을 5분 전에 설치했든 매일 쓰고 있든, 여기엔 시간을 아껴 줄 가이드가 있어요. 하나당 몇 분이면 충분하고, 다 읽고 나면 내 브라우저에서 바로 써먹을 수 있어요.',
      primary: { label: '기본부터 시작하기', href: '/docs/usage/' },
      secondary: { label: '자주 묻는 질문', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: '시작하기',
      lead: '꼭 필요한 것부터, 대부분의 사람들이 찾는 순서대로 모았어요.',
      items: [
        { tag: '기초', minutes: 3, title: 'Diglot 설치하기', text: '모든 브라우저와 플랫폼별 설치 방법, 스토어에 접속할 수 없을 때의 수동 설치까지.', href: '/docs/installation/' },
        { tag: '기초', minutes: 5, title: '첫 페이지 번역하기', text: '툴바 버튼과 단축키, 그리고 원문으로 되돌리는 방법.', href: '/docs/usage/' },
        { tag: '기초', minutes: 4, title: '입력하면서 번역하기', text: '어느 입력창에서든 내 언어로 쓰고 다른 언어로 보내는 법.', href: '/docs/input/' },
        { tag: '기초', minutes: 3, title: '마우스 오버로 한 문단만 번역', text: '키를 누른 채 가리키기만 하면 돼요. 문단 하나를 확인하는 가장 빠른 방법이에요.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: '문서와 미디어',
      items: [
        { tag: '문서', minutes: 6, title: 'PDF와 연구 논문', text: '무료 뷰어와 PDF Pro, 이중 언어 사본 내보내기.', href: '/docs/features/pdf/' },
        { tag: '문서', minutes: 4, title: '전자책', text: 'ePub 책을 두 언어로 읽고 전자책 리더용으로 내보내기.', href: '/docs/features/epub/' },
        { tag: '동영상', minutes: 4, title: '동영상 이중 자막', text: '스트리밍과 온라인 강의 사이트에서 자막 두 줄 설정하기.', href: '/docs/features/video-subtitles/' },
        { tag: '동영상', minutes: 3, title: '자막 파일', text: '.srt와 .vtt 파일을 번역하고 두 언어를 모두 남기기.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: '한 걸음 더',
      items: [
        { tag: 'AI', minutes: 8, title: '번역 엔진 고르기', text: '무료 엔진, 내 API 키, 로컬 모델을 비교해 봤어요.', href: '/docs/services/' },
        { tag: 'AI', minutes: 7, title: '더 나은 프롬프트 쓰기', text: 'AI 엔진에 내 분야, 원하는 어조, 용어를 알려 주는 법.', href: '/docs/prompts/' },
        { tag: '설정', minutes: 6, title: '고급 설정', text: '사이트 규칙, 표시 스타일, 사용자 CSS, 단축키.', href: '/docs/advanced/' },
        { tag: '아이디어', minutes: 5, title: '다른 사람들은 이렇게 써요', text: '학생, 연구자, 개발자의 실제 활용 루틴.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: '아직 막히는 부분이 있나요?',
      text: '문서를 검색하거나 커뮤니티에 물어보세요. 누군가 이미 같은 고민을 해 봤을 거예요.',
      primary: { label: '문서 검색하기', href: '/search/' },
      secondary: { label: '커뮤니티 참여하기', href: '/docs/communities/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 문서 검색',
    description: 'Diglot 문서에 있는 모든 가이드와 기능 소개, 번역 서비스 설정 방법, 자주 묻는 질문의 답변까지 한 번에 검색해 보세요.',
  },
  sections: [
    {
      type: 'guides',
      title: '많이 찾는 주제',
      lead: '무엇을 검색해야 할지 모르겠다면 여기서 시작하세요. 궁금한 점 대부분은 이 페이지들에서 답을 찾을 수 있어요.',
      items: [
        { tag: '기초', title: '빠른 시작', text: '페이지를 번역하고 원문으로 되돌리는 법, 그리고 이 모든 걸 한 번에 해 주는 단축키.', href: '/docs/usage/' },
        { tag: '기초', title: '설치', text: '모든 브라우저와 스마트폰, 태블릿 설치 방법에 수동 설치까지.', href: '/docs/installation/' },
        { tag: '도움말', title: '자주 묻는 질문', text: '사용량, 계정, 개인정보, 그리고 사람들이 가장 자주 겪는 문제들.', href: '/docs/faq/' },
        { tag: '서비스', title: '번역 서비스', text: '어떤 엔진을 골라야 할지, 엔진마다 무엇이 필요한지 알려 드려요.', href: '/docs/services/' },
        { tag: '문서', title: 'PDF 번역', text: '이중 언어 뷰어, PDF Pro, 내보내기 기능을 한데 모았어요.', href: '/docs/features/pdf/' },
        { tag: '동영상', title: '동영상 자막', text: '스트리밍과 온라인 강의 사이트에서 자막을 두 줄로 보는 법.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: '더 잘 찾는 요령',
      items: [
        { icon: 'compass', title: '화면에 보이는 말 그대로', text: '기능을 설명하려 하기보다 "표시 스타일"이나 "API 키"처럼 Diglot 화면에 적힌 이름으로 검색해 보세요.' },
        { icon: 'engine', title: '서비스 이름을 함께', text: '"DeepL 키"나 "Ollama origin"처럼 엔진 이름을 넣으면 해당 설정 페이지로 곧장 갈 수 있어요.' },
        { icon: 'keyboard', title: '어디서든 바로 검색', text: '어느 페이지에서든 Ctrl+K를 누르면 빠른 검색 창이 열려요. Mac에서는 ⌘K를 누르세요.' },
      ],
    },
  ],
};

export default copy;

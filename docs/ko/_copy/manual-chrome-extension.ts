import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chrome, Edge 등 Chromium 브라우저에 Diglot 직접 설치하기',
    description:
      'Chrome 웹 스토어에 접속할 수 없나요? Diglot zip 파일을 받아 개발자 모드를 켜고, 압축해제된 확장 프로그램을 로드하면 다섯 단계로 설치가 끝나요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '수동 설치',
      title: 'Chrome 웹 스토어 없이 Diglot 설치하기',
      lead: '일부 네트워크나 회사 컴퓨터에서는 Chrome 웹 스토어가 막혀 있기도 해요. 그래도 Diglot은 설치할 수 있어요. 똑같은 Chrome 버전을 zip 파일로 받아 직접 불러오면 돼요. Chrome, Edge, Brave, Arc, Opera 등 Chromium 기반 브라우저에서 모두 작동해요.',
      primary: { label: 'zip 파일 받기', href: '/manual-chrome-extension/zip/' },
      secondary: { label: '스토어에서 설치하기', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: '다섯 단계로 설치',
      items: [
        { title: 'zip 파일 다운로드', text: '최신 Chrome용 Diglot zip 파일을 받아 문서 폴더처럼 계속 둘 곳에 저장하세요.', link: { label: '다운로드 페이지', href: '/manual-chrome-extension/zip/' } },
        { title: '압축 풀기', text: '파일을 폴더에 압축 해제하세요. 브라우저가 켜질 때마다 이 폴더에서 Diglot을 불러오니 지우지 말고 남겨 두세요.' },
        { title: '확장 프로그램 페이지 열기', text: '주소창에 아래 주소를 입력하고 Enter 키를 누르세요. Edge에서는 edge://extensions를 입력하면 돼요.', copy: 'chrome://extensions' },
        { title: '개발자 모드 켜기', text: '오른쪽 위에 있는 "개발자 모드"를 켜세요. Edge에서는 왼쪽 아래에 있어요. 켜면 새 버튼들이 나타나요.' },
        { title: '압축해제된 확장 프로그램 로드', text: '"압축해제된 확장 프로그램을 로드합니다"를 클릭하고, 압축을 푼 폴더 중 manifest.json이 들어 있는 폴더를 선택하세요. 목록과 툴바에 Diglot이 나타나면 완료예요.' },
      ],
    },
    {
      type: 'faq',
      title: '수동 설치 관련 질문',
      items: [
        { q: 'Diglot이 자동으로 업데이트되나요?', a: '아니요. 수동으로 설치한 경우에는 자동 업데이트가 되지 않아요. 새 zip 파일을 받아 폴더 내용을 바꾼 뒤, 확장 프로그램 페이지에서 새로고침 화살표를 누르세요. 설정은 그대로 유지돼요.' },
        { q: 'Chrome에서 스토어에서 받은 확장 프로그램이 아니라고 경고해요. 괜찮나요?', a: '압축해제된 확장 프로그램이라면 Chrome은 항상 이 알림을 띄워요. 닫아도 되고, Diglot은 똑같이 작동해요.' },
        { q: '"매니페스트 파일이 없거나 읽을 수 없습니다"라고 나와요.', a: '폴더를 잘못 고른 거예요. 그 상위 폴더가 아니라, manifest.json이 바로 안에 들어 있는 폴더를 선택하세요.' },
        { q: '나중에 스토어 버전으로 바꿀 수 있나요?', a: '네. 수동으로 설치한 Diglot을 삭제한 뒤 스토어에서 설치하세요. 로그인하면 설정도 다시 불러올 수 있어요.' },
      ],
    },
    {
      type: 'cta',
      title: '설치를 마쳤다면, 이제 읽어 볼까요?',
      primary: { label: '첫걸음 떼기', href: '/welcome/' },
      secondary: { label: '설치 가이드', href: '/docs/installation/' },
    },
  ],
};

export default copy;

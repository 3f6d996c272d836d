import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 다운로드: Chrome, Edge, Firefox, Safari',
    description: '사용하는 브라우저에 맞는 Diglot을 받아 보세요. Mac·iPhone·iPad의 Safari와 Android도 지원해요. 설치는 무료이고 계정이 없어도 돼요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '다운로드',
      title: '지금 쓰는 브라우저에 Diglot을 더하세요',
      lead: 'Diglot은 브라우저 안에서 작동하기 때문에 따로 설치할 프로그램이 없어요. 아래에서 브라우저를 고르기만 하면 돼요. 지금 쓰고 있는 브라우저용은 이미 맨 앞에 놓아 두었어요.',
      primary: { label: '전체 다운로드 보기', href: '#stores' },
      secondary: { label: '설치 가이드', href: '/docs/installation/' },
      note: '무료 · Windows, macOS, Linux, iOS, Android 지원',
      illustration: 'install',
    },
    {
      type: 'download',
      title: '다운로드',
      yourBrowser: '내 브라우저에 추천',
      otherBrowsers: '다른 브라우저',
      mobileTitle: '스마트폰과 태블릿',
      stores: {
        chrome: { name: 'Chrome', action: 'Chrome에 추가', note: 'Brave, Arc, Opera, Vivaldi 등 Chromium 기반 브라우저에서도 쓸 수 있어요.' },
        edge: { name: 'Edge', action: 'Edge용 받기', note: 'Edge 추가 기능 스토어에서 받을 수 있어요. Windows, macOS, Android 지원.' },
        firefox: { name: 'Firefox', action: 'Firefox에 추가', note: 'Firefox 부가 기능에서 받을 수 있어요. 데스크톱과 Android 모두 지원.' },
        safariMac: { name: 'Mac용 Safari', action: 'Mac App Store에서 받기', note: '설치한 뒤 Safari › 설정 › 확장 프로그램에서 켜 주세요.' },
        safariIos: { name: 'iPhone·iPad용 Safari', action: 'App Store에서 받기', note: '설치 후 설정 › 앱 › Safari › 확장 프로그램에서 허용해 주세요.' },
        mobileApp: { name: 'Diglot 모바일 앱', action: '앱 페이지 열기', note: '이동 중에도 읽고 번역하세요. 설정은 자동으로 동기화돼요.' },
        apk: { name: 'Android용 APK', action: 'APK 다운로드', note: '스토어가 없는 Android 기기용이에요. 예전 브라우저 앱은 더 이상 업데이트되지 않아요.' },
        zip: { name: 'Chrome용 zip', action: 'zip 파일 받기', note: '직접 설치하고 싶을 때 쓰세요.' },
      },
      manualTitle: '브라우저 스토어에 접속할 수 없나요?',
      manualText: 'Chrome 버전을 zip 파일로 받아 몇 단계만 거치면 설치할 수 있어요. "개발자 모드"를 켜고 "압축해제된 확장 프로그램을 로드합니다"를 누르면 끝이에요.',
      manualLink: { label: '수동으로 설치하기', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: '설치한 다음에는',
      items: [
        { title: '아이콘 고정하기', text: '툴바의 퍼즐 모양 아이콘을 클릭하고 Diglot을 고정해 두세요. 언제든 클릭 한 번으로 열 수 있어요.' },
        { title: '읽을 언어 고르기', text: 'Diglot 팝업을 열고 번역해서 읽고 싶은 언어를 선택하세요.' },
        { title: '첫 페이지 번역하기', text: '외국어로 된 글을 아무거나 열고 Alt+A를 누르거나 "이 페이지 번역"을 클릭해 보세요.', link: { label: '빠른 시작', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;

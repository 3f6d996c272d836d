import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chrome용 Diglot zip 파일 다운로드',
    description: 'Diglot Chrome 확장 프로그램의 zip 패키지예요. Chrome, Edge 등 Chromium 기반 브라우저에 직접 불러와 설치할 때 사용하세요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '수동 설치',
      title: 'zip 파일로 받는 Chrome용 Diglot',
      lead: 'Chrome 웹 스토어에 올라가 있는 것과 똑같은 확장 프로그램을 직접 설치할 수 있도록 묶어 두었어요. 압축을 푼 다음 브라우저의 확장 프로그램 페이지에서 그 폴더를 불러오세요.',
      primary: { label: 'zip 파일 받기', href: '{store.zip}' },
      secondary: { label: '단계별 설치 가이드', href: '/manual-chrome-extension/' },
      note: '수동 설치는 자동으로 업데이트되지 않아요. 새 버전은 이 페이지에서 다시 받아 주세요.',
      illustration: 'install',
    },
  ],
};

export default copy;

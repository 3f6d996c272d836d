import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Android용 Diglot 다운로드 중',
    description: 'Diglot Android 앱 다운로드가 자동으로 시작돼요. 시작되지 않으면 아래의 직접 다운로드 링크를 눌러 APK를 받아 주세요.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Android용 Diglot',
      starting: '잠시 후 다운로드가 시작돼요…',
      started: '다운로드가 시작됐어요. 다 받아지면 파일을 열어 Diglot을 설치하세요.',
      manual: 'APK 직접 다운로드',
      help: 'Android에서 먼저 이 브라우저의 앱 설치를 허용해 달라고 물을 수 있어요.',
      helpLink: { label: 'Android 설치 도움말', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;

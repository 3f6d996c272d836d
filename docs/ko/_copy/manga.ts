import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot으로 만화·코믹스 번역하기',
    description: '평소 보던 사이트에서 만화, 웹툰, 코믹스의 말풍선을 번역해요. 그림은 원래 모습 그대로 남아요. Diglot Pro에 포함된 기능이에요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '만화 번역 · Pro',
      title: '오늘 나온 최신화, 오늘 바로 읽기',
      lead: '정식 번역본은 몇 달씩 걸리고, 팬 번역은 영영 안 나올 수도 있죠. Diglot은 말풍선을 읽어 번역한 뒤 그 글자를 페이지에 다시 얹어 줘요. 원작 연재 속도 그대로 따라갈 수 있어요.',
      primary: { label: '3일 무료로 체험하기', href: '/deals/manga/' },
      secondary: { label: 'Pro 요금제 보기', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: '만화가 그려지는 방식에 맞춰',
      items: [
        { icon: 'manga', title: '번역은 말풍선 안으로', text: '번역문을 원래 말풍선 크기에 맞춰 넣기 때문에, 컷이 여전히 만화답게 읽혀요.' },
        { icon: 'columns', title: '세로쓰기와 오른쪽부터 넘기기', text: '일본 만화의 세로쓰기, 오른쪽에서 왼쪽으로 넘기는 페이지, 한국 웹툰의 세로 스크롤까지 올바른 순서로 읽어요.' },
        { icon: 'sparkles', title: '효과음과 배경 글자', text: '손으로 그린 효과음이나 배경의 간판 글자도 번역할 수 있어요. 원하면 그대로 둘 수도 있고요.' },
        { icon: 'globe', title: '평소 보던 사이트에서', text: 'Pixiv, MangaDex, MANGA Plus 같은 인기 사이트는 물론, 만화 이미지가 있는 페이지라면 어디서든 작동해요.' },
      ],
    },
    {
      type: 'split',
      title: '키 하나로 원문과 번역을 오가요',
      text: '원래 손글씨 대사가 보고 싶다면 Alt+A를 눌러 되돌리고, 한 번 더 누르면 번역으로 돌아와요. 번역한 챕터는 캐시에 저장되니 다시 읽을 때는 사용량이 들지 않아요.',
      bullets: ['그림과 컷 배치는 그대로', '원래 글씨는 키 하나로 바로 확인', '번역한 챕터는 캐시해 두고 다시 읽기'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: '만화 번역 질문',
      items: [
        { q: '만화 번역은 무료인가요?', a: '이미지를 읽고 다시 그리는 데 서버의 AI가 쓰이기 때문에 Pro에 포함돼 있어요. 신규 회원은 3일 동안 무료로 체험할 수 있어요.' },
        { q: '어떤 언어를 지원하나요?', a: '일본어, 한국어, 중국어 만화를 Diglot이 지원하는 {languages}개 언어 중 원하는 언어로 번역할 수 있어요. 서양 코믹스도 물론 가능해요.' },
        { q: '챕터를 어딘가에 내려받나요?', a: '지금 읽고 있는 페이지의 이미지만 번역을 위해 처리해요. 만화 사본은 따로 보관하지 않아요.' },
      ],
    },
    {
      type: 'cta',
      title: '다음 화는 내 언어로',
      primary: { label: '무료 체험 받기', href: '/deals/manga/' },
      secondary: { label: '만화 번역 가이드 읽기', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;

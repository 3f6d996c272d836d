import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'AO3와 팬픽션을 내 언어로 읽기',
    description: 'Archive of Our Own을 비롯한 팬픽션 사이트를 챕터별로 원문과 함께 번역해요. 사이트 이동 버튼, 작가 노트, 태그도 그대로 살아 있어요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '팬픽션',
      title: '어느 나라 말로 쓰였든, 읽고 싶은 픽은 전부',
      lead: '내가 파는 장르의 명작이 하필 모르는 언어로 쓰여 있을 때가 있죠. Diglot은 Archive of Our Own과 여러 팬픽션 사이트의 작품을 문단 단위로 번역하고, 작가가 쓴 원문도 바로 곁에 남겨 둬요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '사이트별 지원 현황', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: '아카이브 사이트에 꼭 맞게',
      items: [
        { icon: 'book', title: '챕터별로 차근차근', text: '챕터를 열면 바로 번역돼요. 사이트의 다음 챕터 버튼을 눌러도 Diglot이 알아서 따라가요.' },
        { icon: 'columns', title: '원문과 번역을 나란히', text: '대사, 말장난, 호칭은 원문을 슬쩍 함께 볼 수 있을 때 훨씬 재미있어요.' },
        { icon: 'check', title: '태그, 노트, 요약까지', text: '요약, 작가 노트, 태그도 번역되니 읽기 전에 어떤 작품인지 미리 판단할 수 있어요.' },
        { icon: 'sparkles', title: '문맥을 이해하는 AI', text: 'Pro에서는 AI 번역이 긴 챕터 내내 인물 이름과 말투를 일관되게 유지해요.', pro: true },
      ],
    },
    {
      type: 'split',
      title: '작가를 존중하는 방식',
      text: 'Diglot의 번역은 내 브라우저 안에서, 나만을 위해 이루어져요. 어디에도 다시 올라가지 않고 작품은 아카이브에 그대로 있으니, 쿠도스와 댓글도 작가에게 고스란히 전해져요.',
      bullets: ['복사하거나 재게시하는 일 없음', '쿠도스와 댓글은 평소처럼', '전체 보기와 챕터 보기 모두 지원'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: '독자들이 자주 묻는 질문',
      items: [
        { q: '"Entire work" 보기에서도 되나요?', a: '네. 긴 작품은 스크롤하는 대로 차례차례 번역되기 때문에 페이지가 느려지지 않아요.' },
        { q: '캐릭터 이름은 번역하지 않고 둘 수 있나요?', a: '네. AI 프롬프트 설정의 용어집에 이름을 추가하면 원래 표기 그대로 남아요.' },
        { q: '다른 팬픽션 사이트에서도 되나요?', a: '일반적인 텍스트로 된 사이트라면 어디서든 작동해요. 추가로 최적화된 사이트 목록은 사이트별 지원 페이지에서 볼 수 있어요.' },
      ],
    },
  ],
};

export default copy;

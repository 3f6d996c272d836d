import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot のすべて：翻訳できるもの一覧',
    description:
      'Diglot の機能をひとつのページに。Web ページ、PDF、電子書籍、字幕、画像、マンガ、入力欄の翻訳から、パソコン・スマートフォン向けのアプリまで見渡せます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot の全体像',
      title: '外国語で読むすべてを、ひとつの拡張機能で',
      lead: 'このページは Diglot の地図です。下のカードから、それぞれの機能に直接移動できます。Web ページでも、山積みの PDF でも、映画やコミックでも、今日必要な機能にすぐたどり着けます。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: 'チュートリアルを読む', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: '読む',
      items: [
        { icon: 'globe', title: 'Web ページ', text: 'どのサイトでも、段落ごとに対訳表示。本文は自動で見つけます。', link: { label: 'Web ページ', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF ドキュメント', text: '無料の対訳ビューアーに加え、数式・表・スキャンに強い PDF Pro も。', link: { label: 'PDF 翻訳', href: '/f-pdf-translate/' } },
        { icon: 'book', title: '電子書籍', text: 'ePub や Mobi の本を、段落ごとに訳文つきで。', link: { label: '電子書籍', href: '/docs/features/epub/' } },
        { icon: 'quill', title: '二次創作', text: 'AO3 などのサイトを、章ごとに。', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: '観る・見る',
      items: [
        { icon: 'video', title: '動画字幕', text: '{videoSites} の動画サイトで、字幕を2行表示。', link: { label: '動画字幕', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: '会議', text: 'Zoom、Google Meet、Teams のライブ字幕を翻訳。', link: { label: '動画字幕のガイド', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: '画像', text: '画像の中の文字を、その場で翻訳。', link: { label: '画像翻訳', href: '/image/' } },
        { icon: 'manga', title: 'マンガ', text: 'いつもの閲覧サイトで、吹き出しを翻訳。', link: { label: 'マンガ翻訳', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: '書く・シェアする',
      items: [
        { icon: 'keyboard', title: '入力欄', text: '母語で入力し、スペースキーを {inputSpaces} 回押すと翻訳。', link: { label: '入力欄翻訳', href: '/docs/input/' } },
        { icon: 'selection', title: '選択翻訳', text: '語句を選択すれば、ポップアップですぐに翻訳。', link: { label: '基本の使い方', href: '/docs/usage/' } },
        { icon: 'share', title: 'シェア', text: '一節を2つの言語のまま、リンクや画像で送信。', link: { label: '対訳をシェア', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: '字幕ファイル', text: '.srt、.vtt、.ass ファイルを翻訳し、対訳で書き出し。', link: { label: '字幕ファイル', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'どこでブラウズしても',
      items: [
        { icon: 'download', title: 'パソコンのブラウザ', text: 'Chrome、Edge、Firefox、Safari に対応。Brave、Arc、Opera では Chrome 版が使えます。', link: { label: 'ダウンロード', href: '/download/' } },
        { icon: 'mobile', title: 'スマートフォン・タブレット', text: 'iPhone・iPad の Safari に加え、Android では拡張機能が動くブラウザで。', link: { label: 'モバイル', href: '/mobile/' } },
        { icon: 'engine', title: '翻訳エンジンを自由に', text: '無料の内蔵エンジンから手持ちの AI キーまで、{engines} の翻訳サービスに対応。', link: { label: '翻訳サービス', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'プレミアム AI エンジン、PDF Pro、マンガ翻訳、スマート画像翻訳。', link: { label: '料金プラン', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;

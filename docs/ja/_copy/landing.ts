import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot｜Web ページも PDF も動画も、原文と訳文を並べて読む',
    description:
      'Web ページ、PDF、電子書籍、字幕、画像、マンガを、原文のすぐ下に訳文を添えて表示するブラウザ拡張機能。AI を含む {engines} の翻訳エンジンに対応し、無料ではじめられます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'ブラウザで使える対訳翻訳',
      title: 'あらゆる言語を、母語と並べて。',
      lead: 'Diglot は原文をそのまま残し、そのすぐ下に訳文を表示します。書き手の言葉を手放さずに、内容をしっかり理解できます。Web ページ、PDF、電子書籍、動画字幕、画像、マンガまで、対応言語は {languages}。',
      primary: { label: 'Diglot をブラウザに追加（無料）', href: '/download/' },
      secondary: { label: '使い方を見る', href: '/docs/usage/' },
      note: 'Chrome、Edge、Firefox、Safari に対応。アカウント登録なしですぐに使えます',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'ユーザーが Diglot を愛用中' },
        { value: '{engines}', label: 'AI を含む翻訳エンジン' },
        { value: '{languages}', label: '対応言語' },
        { value: '{videoSites}', label: '対訳字幕に対応した動画サイト' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: '読むものすべてを、2つの言語で',
      lead: 'Web 全体をこれひとつで。いつものサイトでそのまま働き、必要ないときは邪魔をしません。',
      items: [
        {
          icon: 'globe',
          title: 'Web ページを対訳で',
          text: '段落ごとに原文を残し、その下に訳文を表示。本文を自動で見分けるので、メニューや広告には手を出しません。',
          link: { label: 'Web ページ翻訳', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF も原文と並べて',
          text: 'どの PDF も無料の対訳ビューアーで開けます。Pro なら PDF Pro が、数式や表、スキャンしたページを含む論文も組み直して翻訳します。',
          link: { label: 'PDF 翻訳', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: '電子書籍',
          text: 'ePub の本を段落ごとに訳文つきで読み、対訳版の ePub に書き出して手持ちのリーダーへ。',
          link: { label: '電子書籍の翻訳', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: '動画字幕',
          text: 'YouTube、Netflix、Coursera をはじめ {videoSites} の動画サイトで字幕を2行表示。オンライン会議のライブ字幕にも対応します。',
          link: { label: '対訳字幕', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: '画像',
          text: '写真やスクリーンショットの中の文字も翻訳。ブラウザ内で動く無料モードに加え、手ごわい画像はスマート AI モードにおまかせ。',
          link: { label: '画像翻訳', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'マンガ・コミック',
          text: 'いつも読んでいるサイトで、吹き出しをその場で翻訳。作画には一切手を加えません。',
          link: { label: 'マンガ翻訳', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: '二次創作',
          text: 'AO3 などの二次創作サイトを章ごとに翻訳。サイト本来のナビゲーションもそのまま使えます。',
          link: { label: 'AO3 の翻訳', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: '母語で書いて、外国語で送る',
          text: '入力欄に母語で打ち込み、スペースキーを {inputSpaces} 回押せば英語に。ほかの言語も自由に選べます。',
          link: { label: '入力欄翻訳', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'ホバーと選択',
          text: 'Ctrl キーを押しながら段落にマウスを合わせれば、その段落だけを翻訳。語句を選択すれば、ポップアップですぐに訳を確認できます。',
          link: { label: 'ホバー翻訳', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '読むための設計',
      title: '原文はそのまま。訳文が寄り添う。',
      text: '機械翻訳は優秀ですが、完璧ではありません。2つの文章がページに並んでいれば、言い回しを確かめる、単語を覚える、原文を正確に引用する。そのすべてがタブを切り替えずにできます。',
      bullets: [
        '下線、ハイライト、ホバーするまでぼかす、左右2カラムなど、{displayStyles} の表示スタイル',
        'ざっと要点をつかみたいときは、訳文だけの表示も',
        'よく読むサイトには、独自の CSS やサイトルールを設定可能',
      ],
      illustration: 'bilingual',
      link: { label: '表示スタイルを見る', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'ドキュメント',
      title: '論文もレポートも書籍も、コピペなしで',
      text: 'PDF をビューアーにドロップすれば、段落ごとに2つの言語で読めます。PDF Pro はさらに一歩先へ。数式、表、スキャンしたページ、段組みのレイアウトを理解し、対訳 PDF や、リンクで共有できる Web ページとして書き出せます。',
      bullets: ['無料の対訳 PDF ビューアー', 'PDF Pro：OCR、数式、表、段組みに対応', 'PDF・HTML での書き出しやオンライン共有'],
      illustration: 'pdf',
      link: { label: 'PDF 翻訳のしくみ', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: '動画',
      title: 'いつものサイトで、字幕を2行に',
      text: '講義、講演、ドラマ、会議。Diglot は元の字幕の下に訳文を表示します。YouTube、Netflix、Prime Video、Coursera、Udemy など、対応サイトは {videoSites}。Zoom、Google Meet、Microsoft Teams では、ライブ字幕にも訳文の行が加わります。',
      illustration: 'video',
      link: { label: '対訳字幕について', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: '翻訳エンジンは、自由に選べる',
      lead: 'まずは無料の内蔵エンジンから。DeepL、OpenAI、Claude、Gemini などは手持ちの API キーで使え、Ollama でローカルのモデルを動かすこともできます。インストール直後から約 {homeServices} のサービスが使え、対応エンジンは全部で {engines}。',
      link: { label: '翻訳サービスを比較する', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Diglot を使っているのは、こんな人たち',
      items: [
        { icon: 'student', title: '学生', text: 'テキストや論文を原文で読みながら、語彙も自然と増えていきます。' },
        { icon: 'flask', title: '研究者', text: '外国語の文献にすばやく目を通し、引用する前に原文の表現を確かめられます。' },
        { icon: 'code', title: '開発者', text: 'ドキュメントや Issue、フォーラムをどの言語でも。コードブロックは翻訳せず、そのまま残します。' },
        { icon: 'chart', title: '投資家', text: '海外市場の開示資料や決算説明会、現地のニュースを、公開されたその日に。' },
        { icon: 'briefcase', title: '海外と取引するビジネスパーソン', text: '海外の仕入れ先や顧客、同僚とのやりとりも、ニュアンスを取りこぼしません。' },
        { icon: 'camera', title: 'コンテンツクリエイター', text: '海外のトレンドや情報源をリサーチし、対訳の引用をフォロワーに届けられます。' },
      ],
    },
    {
      type: 'steps',
      title: '1分ではじめる',
      items: [
        { title: 'Diglot をブラウザに追加', text: 'Chrome、Edge、Firefox、Safari に対応。パソコンはもちろん、iPhone や iPad でも使えます。', link: { label: 'ダウンロード', href: '/download/' } },
        { title: '言語を選ぶ', text: '読みたい言語を選ぶだけ。設定はどのサイトでも引き継がれます。' },
        { title: 'ページを翻訳', text: 'ツールバーのアイコンをクリックするか、Alt+A を押します。もう一度押せば原文に戻ります。' },
      ],
    },
    {
      type: 'faq',
      title: 'まず気になる、よくあるご質問',
      items: [
        {
          q: 'Diglot は無料ですか？',
          a: 'はい。Web ページの対訳表示、PDF ビューアー、動画字幕、入力欄翻訳、ホバー翻訳は、内蔵エンジンを使って無料でご利用いただけます。Pro では PDF Pro、スマート AI 画像翻訳、マンガ翻訳、文脈を踏まえた AI 翻訳が加わります。',
        },
        {
          q: 'どの翻訳エンジンを使っていますか？',
          a: 'インストール直後から、無料の内蔵エンジンが使えます。DeepL、OpenAI、Claude、Gemini、Ollama 経由のローカルモデルなど、{engines} のエンジンに切り替えられ、サイトごとに使い分けることもできます。',
        },
        {
          q: 'ほかの人が見るページも変わってしまいますか？',
          a: 'いいえ。訳文が追加されるのはあなたのブラウザの中だけで、ワンクリックで原文に戻せます。',
        },
        {
          q: '自分の API キーを使えますか？',
          a: 'はい。翻訳サービスの設定画面でキーを入力すると、以降のリクエストはあなたのブラウザからそのプロバイダーへ、あなた自身のアカウントで送信されます。',
        },
      ],
    },
    {
      type: 'cta',
      title: '世界の言葉を、母語と原語の両方で',
      text: 'インストールは1分足らず。無料ではじめられます。',
      primary: { label: 'Diglot をブラウザに追加', href: '/download/' },
      secondary: { label: 'Free と Pro を比較', href: '/pricing/' },
    },
  ],
};

export default copy;

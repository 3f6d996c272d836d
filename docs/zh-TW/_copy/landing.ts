import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 雙語翻譯：網頁、PDF、影片，原文譯文一起看',
    description:
      '把譯文排在原文旁邊的瀏覽器擴充功能：網頁、PDF、電子書、影片字幕、圖片與漫畫都能雙語對照閱讀，支援 {engines} 種翻譯引擎，包含各家 AI 模型，免費就能開始用。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '瀏覽器裡的雙語翻譯',
      title: '外文內容，原文譯文對照著讀',
      lead: 'Diglot 不會把原文蓋掉，而是把譯文直接放在每一段下方。看得懂意思，也留得住作者的原話。網頁、PDF、電子書、影片字幕、圖片到漫畫，{languages} 種語言都能對照閱讀。',
      primary: { label: '免費安裝 Diglot', href: '/download/' },
      secondary: { label: '看看怎麼用', href: '/docs/usage/' },
      note: '支援 Chrome、Edge、Firefox 與 Safari・不用註冊帳號就能上手',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: '位讀者都在用 Diglot' },
        { value: '{engines}', label: '種翻譯引擎，含 AI 模型' },
        { value: '{languages}', label: '種語言' },
        { value: '{videoSites}', label: '支援雙語字幕的影片網站' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: '讀什麼都能雙語對照',
      lead: '一個擴充功能就夠了：在你平常閱讀的地方默默待命，用不到的時候也不會來打擾。',
      items: [
        {
          icon: 'globe',
          title: '雙語網頁',
          text: '每段原文下方緊接著譯文。Diglot 會自動抓出正文，選單和廣告一概略過。',
          link: { label: '網頁翻譯介紹', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF 對照閱讀',
          text: '任何 PDF 都能用免費的雙語檢視器打開。升級 Pro 後，PDF Pro 還能重建含公式、表格與掃描頁的論文。',
          link: { label: 'PDF 翻譯', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: '電子書',
          text: '讀 ePub 時每段後面都附上譯文，讀完還能匯出一本雙語 ePub，放進你的閱讀器。',
          link: { label: '電子書翻譯', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: '影片字幕',
          text: 'YouTube、Netflix、Coursera 等 {videoSites} 個影片網站都能顯示上下兩行字幕，線上會議的即時字幕也照樣翻。',
          link: { label: '雙語字幕', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: '圖片',
          text: '照片、截圖裡的文字也能翻。免費模式直接在瀏覽器裡跑，難搞的圖交給智慧 AI 模式。',
          link: { label: '圖片翻譯', href: '/image/' },
        },
        {
          icon: 'manga',
          title: '漫畫',
          text: '在你常逛的漫畫網站上，對話框裡的台詞直接換成譯文，畫面一筆都不動。',
          link: { label: '漫畫翻譯', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: '同人小說',
          text: 'AO3 等同人創作網站逐章翻譯，網站原本的章節導覽照常能用。',
          link: { label: 'AO3 翻譯', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: '用母語打字',
          text: '在任何輸入框打好中文，連按 {inputSpaces} 下空白鍵，就會變成英文，也可以指定其他語言。',
          link: { label: '輸入框翻譯', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: '懸停與選取',
          text: '按住 Ctrl 把滑鼠移到段落上，只翻那一段；選取一句話，馬上跳出翻譯小視窗。',
          link: { label: '滑鼠懸停翻譯', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '專為閱讀設計',
      title: '原文留著，譯文補上',
      text: '機器翻譯很好用，但難免有失準的時候。原文和譯文並排在同一頁，想核對措辭、順手記個單字，或一字不差地引用原句，都不必再切換分頁。',
      bullets: [
        '{displayStyles} 種顯示樣式：底線、醒目標示、滑過才顯示的模糊效果、左右分欄等',
        '只想抓重點時，可切換成只顯示譯文',
        '常看的網站可套用自訂 CSS 與網站規則',
      ],
      illustration: 'bilingual',
      link: { label: '瀏覽所有顯示樣式', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: '文件',
      title: '論文、報告、書籍，不必再複製貼上',
      text: '把 PDF 拖進檢視器，就能逐段對照兩種語言閱讀。PDF Pro 更進一步：看得懂公式、表格、掃描頁與多欄排版，還能匯出雙語 PDF，或產生一個網頁連結直接分享出去。',
      bullets: ['免費的雙語 PDF 檢視器', 'PDF Pro：文字辨識（OCR）、公式、表格、多欄', '匯出 PDF 或 HTML，也能線上分享'],
      illustration: 'pdf',
      link: { label: '了解 PDF 翻譯怎麼運作', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: '影片',
      title: '常看的影音平台，直接升級成雙語字幕',
      text: '課程、演講、影集、會議都適用：Diglot 在原文字幕下方加上一行譯文，YouTube、Netflix、Prime Video、Coursera、Udemy 等共 {videoSites} 個網站都支援。在 Zoom、Google Meet 和 Microsoft Teams 開會時，即時字幕也會多一行翻譯。',
      illustration: 'video',
      link: { label: '雙語字幕功能', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: '翻譯引擎，由你挑選',
      lead: '先用內建的免費引擎；想要更好的品質，就填入自己的 DeepL、OpenAI、Claude、Gemini 等金鑰，或用 Ollama 在本機跑模型。安裝後約有 {homeServices} 種服務可以直接用，總共支援 {engines} 種。',
      link: { label: '比較各家翻譯服務', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: '誰在用 Diglot',
      items: [
        { icon: 'student', title: '學生', text: '課堂講義、原文論文直接讀原文，單字量也跟著一點一滴累積。' },
        { icon: 'flask', title: '研究人員', text: '外文文獻快速瀏覽，引用前再回頭確認原句怎麼寫。' },
        { icon: 'code', title: '工程師', text: '各種語言的技術文件、issue 和論壇都看得懂，程式碼區塊原封不動。' },
        { icon: 'chart', title: '投資人', text: '海外市場的公告、法說會內容和在地新聞，一發布就能讀。' },
        { icon: 'briefcase', title: '跨國工作者', text: '和國外的供應商、客戶、同事往來，語氣與細節都不走樣。' },
        { icon: 'camera', title: '內容創作者', text: '追蹤外語圈的趨勢與資料來源，還能把雙語金句分享給粉絲。' },
      ],
    },
    {
      type: 'steps',
      title: '一分鐘就能開始',
      items: [
        { title: '把 Diglot 加進瀏覽器', text: '支援 Chrome、Edge、Firefox 和 Safari，電腦版之外，iPhone、iPad 也能用。', link: { label: '前往下載', href: '/download/' } },
        { title: '選好你的語言', text: '設定想看的目標語言，之後每個網站 Diglot 都會記得。' },
        { title: '翻譯網頁', text: '點一下工具列圖示或按 Alt+A；再按一次就回到原文。' },
      ],
    },
    {
      type: 'faq',
      title: '大家最常問的問題',
      items: [
        {
          q: 'Diglot 要收費嗎？',
          a: '基本功能免費。雙語網頁、PDF 檢視器、影片字幕、輸入框翻譯和滑鼠懸停翻譯，搭配內建引擎都不用錢。Pro 會再加上 PDF Pro、智慧 AI 圖片翻譯、漫畫翻譯，以及能理解上下文的 AI 翻譯。',
        },
        {
          q: '用的是哪一個翻譯引擎？',
          a: '裝好就能用內建的免費引擎。你也可以改用 DeepL、OpenAI、Claude、Gemini，或透過 Ollama 使用本機模型，總共 {engines} 種引擎，甚至能依網站分別設定。',
        },
        {
          q: '翻譯後，別人看到的網頁也會改變嗎？',
          a: '不會。譯文只會出現在你自己的瀏覽器裡，點一下就能還原成原文。',
        },
        {
          q: '可以用自己的 API 金鑰嗎？',
          a: '可以。在翻譯服務的設定中填入金鑰，之後的請求就會從你的瀏覽器直接送到該服務商，使用你自己的帳號額度。',
        },
      ],
    },
    {
      type: 'cta',
      title: '用母語讀懂世界，也不錯過原文的味道',
      text: '不到一分鐘就能裝好 Diglot，免費開始使用。',
      primary: { label: '安裝 Diglot', href: '/download/' },
      secondary: { label: '比較免費版與 Pro', href: '/pricing/' },
    },
  ],
};

export default copy;

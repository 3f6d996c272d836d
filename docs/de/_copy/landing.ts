import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot – Webseiten, PDFs und Videos zweisprachig lesen',
    description:
      'Die Browsererweiterung, die Übersetzung und Original nebeneinanderstellt: für Webseiten, PDFs, E-Books, Untertitel, Bilder und Manga, mit {engines} Übersetzungsdiensten. Kostenlos starten.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Zweisprachig übersetzen im Browser',
      title: 'Jede Sprache verstehen – und das Original immer im Blick',
      lead: 'Diglot lässt den Originaltext stehen und setzt die Übersetzung direkt darunter. So verstehen Sie alles, ohne auf den Wortlaut des Autors zu verzichten: auf Webseiten, in PDFs und E-Books, in Videountertiteln, Bildern und Manga – in {languages} Sprachen.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'So funktioniert es', href: '/docs/usage/' },
      note: 'Für Chrome, Edge, Firefox und Safari · ohne Konto nutzbar',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'Menschen lesen mit Diglot' },
        { value: '{engines}', label: 'Übersetzungsdienste, KI inklusive' },
        { value: '{languages}', label: 'Sprachen' },
        { value: '{videoSites}', label: 'Videoportale mit zweisprachigen Untertiteln' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Alles, was Sie lesen – in zwei Sprachen',
      lead: 'Eine Erweiterung für das ganze Web: Sie arbeitet dort, wo Sie ohnehin lesen, und hält sich zurück, wenn Sie sie nicht brauchen.',
      items: [
        {
          icon: 'globe',
          title: 'Zweisprachige Webseiten',
          text: 'Unter jedem Absatz steht seine Übersetzung, das Original bleibt erhalten. Diglot erkennt den Haupttext und lässt Menüs und Werbung außen vor.',
          link: { label: 'Webseiten übersetzen', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDFs im Parallelsatz',
          text: 'Öffnen Sie jedes PDF im kostenlosen zweisprachigen Viewer. Mit Pro baut PDF Pro auch Fachartikel mit Formeln, Tabellen und gescannten Seiten sauber nach.',
          link: { label: 'PDF-Übersetzung', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'E-Books',
          text: 'Lesen Sie ePub-Bücher mit der Übersetzung nach jedem Absatz und exportieren Sie anschließend ein zweisprachiges ePub für Ihren E-Reader.',
          link: { label: 'E-Books übersetzen', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Videountertitel',
          text: 'Zwei Untertitelzeilen auf YouTube, Netflix, Coursera und insgesamt {videoSites} Videoportalen – dazu übersetzte Live-Untertitel in Onlinemeetings.',
          link: { label: 'Zweisprachige Untertitel', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Bilder',
          text: 'Übersetzen Sie Text in Fotos und Screenshots. Ein kostenloser Modus läuft direkt im Browser, der intelligente KI-Modus meistert auch schwierige Fälle.',
          link: { label: 'Bilder übersetzen', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Manga und Comics',
          text: 'Sprechblasen werden direkt auf Ihren gewohnten Leseseiten übersetzt – die Zeichnungen bleiben unangetastet.',
          link: { label: 'Manga übersetzen', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fanfiction',
          text: 'AO3 und andere Fanfiction-Seiten, Kapitel für Kapitel übersetzt – die Navigation der Seite funktioniert weiterhin.',
          link: { label: 'AO3 übersetzen', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'In Ihrer Sprache schreiben',
          text: 'Tippen Sie in ein beliebiges Eingabefeld, drücken Sie {inputSpaces}-mal die Leertaste – schon steht Ihr Text auf Englisch da oder in jeder anderen Sprache Ihrer Wahl.',
          link: { label: 'Eingabefelder übersetzen', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Zeigen und markieren',
          text: 'Halten Sie Strg gedrückt und zeigen Sie auf einen Absatz, um nur diesen zu übersetzen. Oder markieren Sie eine Passage für eine schnelle Übersetzung im Pop-up.',
          link: { label: 'Übersetzen per Mauszeiger', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Zum Lesen gemacht',
      title: 'Das Original bleibt. Die Übersetzung kommt dazu.',
      text: 'Maschinelle Übersetzung ist gut, aber nicht fehlerfrei. Wenn beide Texte auf der Seite stehen, können Sie eine Formulierung prüfen, eine Vokabel lernen oder das Original wörtlich zitieren – ganz ohne Tabwechsel.',
      bullets: [
        '{displayStyles} Darstellungsstile: unterstrichen, hervorgehoben, weichgezeichnet bis zum Überfahren mit der Maus, zweispaltig und mehr',
        'Nur-Übersetzung-Modus, wenn Ihnen der Kern der Aussage genügt',
        'Eigenes CSS und eigene Regeln für Ihre meistbesuchten Websites',
      ],
      illustration: 'bilingual',
      link: { label: 'Darstellungsstile ansehen', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Dokumente',
      title: 'Fachartikel, Berichte und Bücher – ohne Kopieren und Einfügen',
      text: 'Ziehen Sie ein PDF in den Viewer und lesen Sie es Absatz für Absatz in beiden Sprachen. PDF Pro geht noch weiter: Es versteht Formeln, Tabellen, gescannte Seiten und mehrspaltige Layouts und exportiert ein zweisprachiges PDF oder eine Webseite, die Sie per Link teilen können.',
      bullets: ['Kostenloser zweisprachiger PDF-Viewer', 'PDF Pro: Texterkennung, Formeln, Tabellen, Spalten', 'Export als PDF oder HTML oder online teilen'],
      illustration: 'pdf',
      link: { label: 'So funktioniert die PDF-Übersetzung', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Video',
      title: 'Zwei Untertitelzeilen auf den Portalen, die Sie ohnehin nutzen',
      text: 'Vorlesungen, Vorträge, Serien und Meetings: Diglot zeigt den Originaluntertitel und darunter seine Übersetzung – auf YouTube, Netflix, Prime Video, Coursera, Udemy und insgesamt {videoSites} Portalen. Auch Live-Untertitel in Zoom, Google Meet und Microsoft Teams erhalten eine übersetzte Zeile.',
      illustration: 'video',
      link: { label: 'Zweisprachige Untertitel ansehen', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'Sie wählen den Übersetzungsdienst',
      lead: 'Starten Sie mit den kostenlosen integrierten Diensten, hinterlegen Sie Ihren eigenen Schlüssel für DeepL, OpenAI, Claude, Gemini und viele weitere, oder betreiben Sie ein Modell lokal mit Ollama. Rund {homeServices} Dienste sind direkt nach der Installation startklar, insgesamt sind es {engines}.',
      link: { label: 'Übersetzungsdienste vergleichen', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Wer mit Diglot liest',
      items: [
        { icon: 'student', title: 'Studierende', text: 'Lesen Sie Kursmaterial und Fachliteratur im Original und erweitern Sie nebenbei Ihren Wortschatz.' },
        { icon: 'flask', title: 'Forschende', text: 'Sichten Sie fremdsprachige Literatur zügig und prüfen Sie den genauen Wortlaut, bevor Sie zitieren.' },
        { icon: 'code', title: 'Entwickler', text: 'Verfolgen Sie Dokumentationen, Issues und Foren in jeder Sprache – Codeblöcke bleiben unverändert.' },
        { icon: 'chart', title: 'Anleger', text: 'Lesen Sie Geschäftsberichte, Analystenkonferenzen und Lokalnachrichten aus anderen Märkten, sobald sie erscheinen.' },
        { icon: 'briefcase', title: 'International Tätige', text: 'Arbeiten Sie mit Lieferanten, Kunden und Kollegen im Ausland zusammen, ohne dass Zwischentöne verloren gehen.' },
        { icon: 'camera', title: 'Content-Creator', text: 'Recherchieren Sie Trends und Quellen in anderen Sprachen und teilen Sie zweisprachige Zitate mit Ihrem Publikum.' },
      ],
    },
    {
      type: 'steps',
      title: 'In einer Minute startklar',
      items: [
        { title: 'Diglot installieren', text: 'Unterstützt werden Chrome, Edge, Firefox und Safari – auf dem Computer ebenso wie auf iPhone und iPad.', link: { label: 'Herunterladen', href: '/download/' } },
        { title: 'Sprache wählen', text: 'Legen Sie fest, in welcher Sprache Sie lesen möchten. Diglot merkt sich Ihre Wahl auf jeder Website.' },
        { title: 'Seite übersetzen', text: 'Klicken Sie auf das Symbol in der Symbolleiste oder drücken Sie Alt+A. Ein zweiter Druck bringt das Original zurück.' },
      ],
    },
    {
      type: 'faq',
      title: 'Häufige Fragen vorab',
      items: [
        {
          q: 'Ist Diglot kostenlos?',
          a: 'Ja. Zweisprachige Webseiten, der PDF-Viewer, Videountertitel sowie die Übersetzung in Eingabefeldern und per Mauszeiger sind mit den integrierten Diensten kostenlos. Pro ergänzt PDF Pro, die intelligente KI-Bildübersetzung, die Manga-Übersetzung und kontextbewusste KI-Übersetzung.',
        },
        {
          q: 'Welcher Übersetzungsdienst kommt zum Einsatz?',
          a: 'Die kostenlosen integrierten Dienste funktionieren sofort. Sie können jederzeit zu DeepL, OpenAI, Claude, Gemini oder einem lokalen Modell über Ollama wechseln – insgesamt stehen {engines} Dienste bereit, auf Wunsch auch je nach Website.',
        },
        {
          q: 'Verändert Diglot die Seite auch für andere?',
          a: 'Nein. Die Übersetzung entsteht ausschließlich in Ihrem Browser, und ein Klick stellt das Original wieder her.',
        },
        {
          q: 'Kann ich meinen eigenen API-Schlüssel verwenden?',
          a: 'Ja. Tragen Sie den Schlüssel in den Einstellungen des jeweiligen Übersetzungsdienstes ein. Die Anfragen gehen dann direkt von Ihrem Browser an den Anbieter – über Ihr eigenes Konto.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Die Welt in Ihrer Sprache lesen – und in ihrer eigenen',
      text: 'Diglot ist in weniger als einer Minute installiert und zum Start kostenlos.',
      primary: { label: 'Diglot zum Browser hinzufügen', href: '/download/' },
      secondary: { label: 'Free und Pro vergleichen', href: '/pricing/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot im Überblick: alles, was es übersetzen kann',
    description:
      'Alle Bereiche von Diglot auf einer Seite: zweisprachige Webseiten, PDFs, E-Books, Untertitel, Bilder, Manga, Eingabefelder sowie Desktop und Mobilgeräte.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot im Überblick',
      title: 'Eine Erweiterung für alles, was Sie in einer anderen Sprache lesen',
      lead: 'Diese Seite ist Ihre Übersichtskarte. Jede Kachel unten führt zu der Funktion, die sie beschreibt – so gelangen Sie direkt zu dem Teil von Diglot, den Sie heute brauchen, ob Webseite, PDF-Stapel, Film oder Comic.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'Zur Anleitung', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Lesen',
      items: [
        { icon: 'globe', title: 'Webseiten', text: 'Zweisprachige Absätze auf jeder Website – den Haupttext findet Diglot von selbst.', link: { label: 'Webseiten', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF-Dokumente', text: 'Ein kostenloser zweisprachiger Viewer und PDF Pro für Formeln, Tabellen und Scans.', link: { label: 'PDF-Übersetzung', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'E-Books', text: 'Bücher im ePub- und Mobi-Format mit der Übersetzung nach jedem Absatz.', link: { label: 'E-Books', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Fanfiction', text: 'AO3 und ähnliche Seiten, Kapitel für Kapitel übersetzt.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Ansehen und entdecken',
      items: [
        { icon: 'video', title: 'Videountertitel', text: 'Zwei Untertitelzeilen auf {videoSites} Videoportalen.', link: { label: 'Videountertitel', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Meetings', text: 'Übersetzte Live-Untertitel in Zoom, Google Meet und Teams.', link: { label: 'Anleitung für Videountertitel', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Bilder', text: 'Text in Bildern, direkt an Ort und Stelle übersetzt.', link: { label: 'Bildübersetzung', href: '/image/' } },
        { icon: 'manga', title: 'Manga', text: 'Übersetzte Sprechblasen auf den Leseseiten, die Sie nutzen.', link: { label: 'Manga-Übersetzung', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Schreiben und teilen',
      items: [
        { icon: 'keyboard', title: 'Eingabefelder', text: 'In Ihrer Sprache tippen und {inputSpaces}-mal die Leertaste drücken – schon ist der Text übersetzt.', link: { label: 'Eingaben übersetzen', href: '/docs/input/' } },
        { icon: 'selection', title: 'Markierung', text: 'Eine Passage markieren und die Übersetzung im Pop-up lesen.', link: { label: 'Grundlagen', href: '/docs/usage/' } },
        { icon: 'share', title: 'Teilen', text: 'Eine Passage in beiden Sprachen als Link oder Bild verschicken.', link: { label: 'Zweisprachig teilen', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Untertiteldateien', text: 'Dateien im Format .srt, .vtt und .ass übersetzen und zweisprachig exportieren.', link: { label: 'Untertiteldateien', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'Überall, wo Sie surfen',
      items: [
        { icon: 'download', title: 'Desktop-Browser', text: 'Chrome, Edge, Firefox und Safari – dazu Brave, Arc und Opera mit der Chrome-Version.', link: { label: 'Herunterladen', href: '/download/' } },
        { icon: 'mobile', title: 'Smartphones und Tablets', text: 'Safari auf iPhone und iPad sowie Android über einen Browser, der Erweiterungen unterstützt.', link: { label: 'Mobil', href: '/mobile/' } },
        { icon: 'engine', title: 'Ihre Dienste', text: '{engines} Übersetzungsdienste – von kostenlosen integrierten Diensten bis zu Ihren eigenen KI-Schlüsseln.', link: { label: 'Dienste', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Premium-KI-Dienste, PDF Pro, Manga- und intelligente Bildübersetzung.', link: { label: 'Preise', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;

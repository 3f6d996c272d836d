import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Zweisprachige Untertitel: YouTube, Netflix und {videoSites} Portale',
    description:
      'Vorlesungen, Serien und Vorträge mit Originaluntertitel und Übersetzung zugleich – auf {videoSites} Videoportalen und bei Untertiteln in Zoom, Google Meet und Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Videountertitel',
      title: 'Zwei Untertitelzeilen: was gesagt wurde – und was es bedeutet',
      lead: 'Diglot ergänzt die Originaluntertitel auf Ihren gewohnten Videoportalen um eine übersetzte Zeile. Folgen Sie einer Vorlesung in einer anderen Sprache, verstehen Sie die Pointen einer Serie und lernen Sie dabei ganz nebenbei neue Wörter.',
      primary: { label: 'Diglot kostenlos installieren', href: '/download/' },
      secondary: { label: 'Unterstützte Videoportale', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED und viele weitere',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'Videoportale mit zweisprachigen Untertiteln' },
        { value: '3', label: 'Meeting-Apps mit Live-Untertiteln: Zoom, Google Meet, Teams' },
        { value: '6', label: 'Untertitelformate zum Übersetzen und Exportieren' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Zum Zuschauen gemacht, nicht nur zum Lesen',
      items: [
        { icon: 'video', title: 'Streaming und Onlinekurse', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili und viele mehr.' },
        { icon: 'meeting', title: 'Onlinemeetings', text: 'Live-Untertitel in Zoom, Google Meet und Microsoft Teams erhalten eine übersetzte Zeile, während gesprochen wird.' },
        { icon: 'palette', title: 'Untertitel nach Ihrem Geschmack', text: 'Passen Sie Größe, Farbe und Position jeder Zeile an oder blenden Sie nur die Übersetzung ein.' },
        { icon: 'subtitles', title: 'Untertiteldateien', text: 'Übersetzen Sie Dateien im Format .srt, .vtt, .ass, .ssa, .sbv und .lrc und speichern Sie sie als zweisprachige Untertitel für jeden Player.', link: { label: 'Anleitung für Untertiteldateien', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Lernen mit Videos',
      title: 'Der beste Sprachkurs ist eine Serie, die Sie gern sehen',
      text: 'Wenn Sie die Originalzeile sehen, während Sie sie hören, und Ihre eigene Sprache darunter steht, wird jede Folge zur Hörübung. Halten Sie bei einer Wendung an, vergleichen Sie beide Zeilen und schauen Sie weiter, sobald der Groschen gefallen ist.',
      bullets: ['Original und Übersetzung immer synchron', 'Nutzt die Untertitelspuren der jeweiligen Plattform', 'KI-Dienste für natürliche Zeilen mit Kontextbezug'],
      illustration: 'video',
      link: { label: 'Anleitung für Videountertitel', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Fragen zu Untertiteln',
      items: [
        { q: 'Was ist, wenn ein Video keine Untertitel hat?', a: 'Diglot übersetzt die Untertitelspuren, die eine Plattform bereitstellt – einschließlich automatisch erzeugter Untertitel, sofern die Plattform sie anbietet.' },
        { q: 'Funktioniert das auch im Vollbild?', a: 'Ja. Beide Zeilen bleiben im Vollbild- und im Kinomodus sichtbar.' },
        { q: 'Ist das kostenlos?', a: 'Zweisprachige Untertitel funktionieren im Free-Tarif mit den integrierten Diensten. Pro bietet zusätzlich Premium-KI-Dienste für natürlichere Übersetzungen.' },
      ],
    },
    {
      type: 'cta',
      title: 'Drücken Sie auf Play – in zwei Sprachen',
      primary: { label: 'Diglot gratis hinzufügen', href: '/download/' },
      secondary: { label: 'Unterstützte Websites', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;

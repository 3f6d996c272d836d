import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Willkommen bei Diglot: Ihre ersten fünf Minuten',
    description:
      'Diglot ist installiert. Symbol anheften, Sprache wählen, erste Seite übersetzen – und die drei Tastenkürzel kennenlernen, die die meiste Arbeit erledigen.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Willkommen',
      title: 'Diglot ist bereit. Übersetzen wir Ihre erste Seite.',
      lead: 'Danke, dass Sie Diglot installiert haben. Nehmen Sie sich fünf Minuten für die folgenden Schritte, dann wissen Sie alles, was Sie zum täglichen Lesen brauchen. Der Rest kann warten, bis Sie ihn brauchen.',
      primary: { label: 'Anleitung öffnen', href: '/docs/usage/' },
      secondary: { label: 'Zum Lernbereich', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'Ihre ersten Schritte',
      items: [
        { title: 'Symbol anheften', text: 'Öffnen Sie in der Symbolleiste Ihres Browsers das Menü mit dem Puzzleteil und heften Sie Diglot an. So erreichen Sie es auf jeder Seite mit einem Klick.' },
        { title: 'Sprache wählen', text: 'Klicken Sie auf das Diglot-Symbol und wählen Sie die Sprache, in der Sie lesen möchten. Diglot merkt sich Ihre Wahl überall.' },
        { title: 'Diese Seite übersetzen', text: 'Klicken Sie im Pop-up auf „Übersetzen“ oder drücken Sie Alt+A. Unter jedem Absatz erscheint seine Übersetzung. Mit einem weiteren Alt+A kehren Sie zum Original zurück.' },
        { title: 'Dienst auswählen', text: 'Der integrierte Dienst funktioniert sofort. Später können Sie DeepL, OpenAI oder einen anderen Dienst mit Ihrem eigenen Schlüssel hinzufügen.', link: { label: 'Übersetzungsdienste', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Drei Tastenkürzel, die sich lohnen',
      lead: 'Alle Tastenkürzel lassen sich in den Erweiterungseinstellungen Ihres Browsers ändern.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'Seite übersetzen oder wieder das Original anzeigen.' },
        { icon: 'cursor', title: 'Strg halten und zeigen', text: 'Nur den Absatz unter dem Mauszeiger übersetzen.' },
        { icon: 'keyboard', title: '{inputSpaces}-mal Leertaste', text: 'Ersetzt in jedem Eingabefeld das Getippte durch seine Übersetzung.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Probieren Sie es mit etwas, das Sie lesen',
      items: [
        { icon: 'pdf', title: 'Ein PDF', text: 'Öffnen Sie einen beliebigen PDF-Link und lesen Sie das Dokument in zwei Sprachen.', link: { label: 'PDF-Übersetzung', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'Ein Video', text: 'Spielen Sie ein YouTube-Video mit Untertiteln ab und schalten Sie die zweite Zeile ein.', link: { label: 'Videountertitel', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'Eine neue Optik', text: 'Stellen Sie den Darstellungsstil auf Hervorhebung, Unterstreichung oder Weichzeichnen bis zum Überfahren um.', link: { label: 'Darstellungsstile', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'Schon Fragen?',
      text: 'Die FAQ beantworten die Fragen, die wir am häufigsten hören – und die Community hilft beim Rest.',
      primary: { label: 'Zu den FAQ', href: '/docs/faq/' },
      secondary: { label: 'Community', href: '/docs/communities/' },
    },
  ],
};

export default copy;

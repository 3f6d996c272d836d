import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Preise: Diglot Free und Pro im Vergleich',
    description:
      'Diglot Free und Pro im Überblick. Pro ergänzt PDF Pro, KI-Bildübersetzung, Manga-Übersetzung und kontextbewusste KI – monatlich oder jährlich.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Preise',
      title: 'Kostenlos für den Alltag. Pro für die harten Fälle.',
      lead: 'Alles, was Sie brauchen, um Webseiten, Videos und PDFs zweisprachig zu lesen, ist kostenlos. Pro ergänzt die Funktionen, die viel KI-Rechenleistung erfordern: neu aufgebaute PDFs, intelligente Bild- und Manga-Übersetzung und Übersetzungen, die den Kontext verstehen.',
      primary: { label: 'Tarife vergleichen', href: '#plans' },
      secondary: { label: 'Kostenlos starten', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Wählen Sie Ihren Tarif',
      lead: 'Zahlen Sie monatlich – oder jährlich und sparen Sie. Sie können jederzeit kündigen; Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv.',
      periodLabel: 'Abrechnungszeitraum',
      monthly: 'Monatlich',
      yearly: 'Jährlich',
      yearlySave: '{percent} % sparen',
      perMonth: '/ Monat',
      perYear: '/ Jahr',
      billedYearly: 'jährlich abgerechnet: {price}',
      free: {
        name: 'Free',
        tagline: 'Zweisprachig lesen auf jeder Website, mit kostenlosen Diensten.',
        priceNote: 'dauerhaft',
        cta: { label: 'Zum Browser hinzufügen', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Für Fachartikel, Scans, Manga und ernsthaftes Lernen.',
        badge: 'Am beliebtesten',
        cta: 'Pro buchen',
      },
      features: {
        engines: 'Integrierte kostenlose Dienste oder eigene Schlüssel für {engines} Anbieter',
        webPages: 'Zweisprachige Webseiten mit intelligenter Haupttexterkennung',
        pdfViewer: 'Kostenloser zweisprachiger PDF-Viewer',
        inputHover: 'Übersetzung in Eingabefeldern, per Mauszeiger und per Markierung',
        videoSubtitles: 'Zweisprachige Untertitel auf {videoSites} Videoportalen',
        displayStyles: '{displayStyles} Darstellungsstile und eigenes CSS',
        pdfPro: 'PDF Pro: Formeln, Tabellen, Scans (Texterkennung) und Spalten, mit Export und Teilen',
        aiImages: 'Intelligente KI-Bildübersetzung',
        manga: 'Übersetzung von Manga und Comics',
        contextAi: 'Kontextbewusste KI-Übersetzung (Beta)',
        premiumQuota: 'Monatliches Kontingent an Tokens für Premium-Modelle',
      },
      compareTitle: 'Free und Pro im Detail',
      included: 'Enthalten',
      notIncluded: 'Nicht enthalten',
    },
    {
      type: 'accuracy',
      title: 'Ein Übersetzungssystem, das fürs Lesen gebaut ist',
      lead: 'Als Pro-Mitglied nutzen Sie das eigene Übersetzungssystem von Diglot, abgestimmt auf lange Texte. Im Vergleich mit einem Referenzsystem übersetzt es bei diesen Sprachpaaren um ein Vielfaches genauer.',
      pairs: { 'en-de': 'Englisch → Deutsch', 'en-zh': 'Englisch → Chinesisch', 'en-ja': 'Englisch → Japanisch' },
      value: '{multiple}-mal genauer',
      footnote: 'Genauigkeit im Vergleich zu einem Referenzsystem. Je nach Text und Sprachpaar können Ihre Ergebnisse abweichen.',
    },
    {
      type: 'faq',
      title: 'Fragen zu den Tarifen',
      items: [
        {
          q: 'Was passiert am Monatsende mit meinem Kontingent?',
          a: 'Das Kontingent für Premium-Modelle wird jeden Monat erneuert; nicht genutzte Tokens verfallen. Ist es früher aufgebraucht, stockt ein Zusatzpaket es auf – ohne Tarifwechsel.',
        },
        {
          q: 'Kann ich zwischen monatlicher und jährlicher Zahlung wechseln?',
          a: 'Ja. Die Änderung gilt ab der nächsten Verlängerung, bis dahin behalten Sie Pro.',
        },
        {
          q: 'Brauche ich Pro, um meinen eigenen OpenAI- oder DeepL-Schlüssel zu nutzen?',
          a: 'Nein. Eigene Schlüssel funktionieren auch im Free-Tarif; Sie bezahlen Ihre Nutzung direkt beim Anbieter.',
        },
        {
          q: 'Kann ich kündigen?',
          a: 'Ja, jederzeit in Ihrem Konto. Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach wechseln Sie automatisch zu Free.',
        },
        {
          q: 'Ich habe einen Einlösecode. Wo löse ich ihn ein?',
          a: 'Auf der Einlöseseite: Melden Sie sich an, geben Sie den Code ein, und Pro wird für die im Code festgelegte Laufzeit freigeschaltet.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Testen Sie Pro an Ihren schwierigsten Dokumenten',
      text: 'Gescannte PDFs, Formeln, Manga, umfangreiche Berichte: Sehen Sie selbst, was Pro aus den Dateien macht, die Sie tatsächlich lesen.',
      primary: { label: 'Pro buchen', href: '#plans' },
      secondary: { label: 'Code vorhanden? Jetzt einlösen', href: '/exchange/' },
    },
  ],
};

export default copy;

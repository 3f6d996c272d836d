import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Abrechnung, Rechnungen und Verlängerung',
    description: 'So funktioniert die Abrechnung von Diglot Pro: Zahlungsarten, Rechnungen, Verlängerung, Tarifwechsel, Kündigung und Erstattung.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Abrechnung',
      title: 'Ihr Tarif, Ihre Zahlungen, Ihre Rechnungen',
      lead: 'Alles rund um die Bezahlung von Diglot Pro finden Sie in Ihrem Konto. Hier erfahren Sie, wie die Abrechnung funktioniert und wo Sie was finden.',
      primary: { label: 'Abrechnung im Konto öffnen', href: '{app}/billing' },
      secondary: { label: 'Tarife vergleichen', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Wo Sie was finden',
      items: [
        { icon: 'card', title: 'Zahlungsart', text: 'Aktualisieren Sie Ihre Karte oder Ihr Zahlungskonto vor der nächsten Verlängerung. Wenige Tage vorher erinnern wir Sie per E-Mail daran.' },
        { icon: 'ticket', title: 'Rechnungen', text: 'Zu jeder Zahlung gibt es eine Rechnung als PDF zum Herunterladen – auf Wunsch mit den Angaben Ihres Unternehmens.' },
        { icon: 'clock', title: 'Verlängerungsdatum', text: 'Ihr Tarif verlängert sich jeden Monat bzw. jedes Jahr am selben Tag. Das Datum steht in Ihrem Konto, und die Verlängerung lässt sich jederzeit abschalten.' },
        { icon: 'gift', title: 'Codes und Zusatzpakete', text: 'Eingelöste Einlösecodes und gekaufte Zusatzpakete erscheinen im selben Verlauf – so bleiben Ihre Unterlagen vollständig.' },
      ],
    },
    {
      type: 'steps',
      title: 'Häufige Aufgaben',
      items: [
        { title: 'Zwischen monatlich und jährlich wechseln', text: 'Wählen Sie den neuen Zeitraum in Ihrem Konto; die Änderung greift bei der nächsten Verlängerung.' },
        { title: 'Pro kündigen', text: 'Schalten Sie die automatische Verlängerung ab. Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach kehrt Ihr Konto zu Free zurück.' },
        { title: 'Erstattung beantragen', text: 'Schreiben Sie uns innerhalb von 14 Tagen nach einer Zahlung und nennen Sie die Rechnungsnummer. Wir prüfen jeden Fall einzeln.', link: { label: 'Support kontaktieren', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Fragen zur Abrechnung',
      items: [
        { q: 'In welcher Währung wird abgerechnet?', a: 'Unsere Preise gelten in US-Dollar. Ihre Bank rechnet den Betrag gegebenenfalls in Ihre Währung um, daher kann er leicht abweichen.' },
        { q: 'Bekomme ich eine Rechnung auf meinen Firmennamen?', a: 'Ja. Hinterlegen Sie vor der Zahlung Firmennamen und Steuernummer in Ihrem Konto, dann stehen beide auf der Rechnung.' },
        { q: 'Warum wurde mir erneut etwas abgebucht?', a: 'Pro verlängert sich automatisch, bis Sie die Verlängerung abschalten. Prüfen Sie das Verlängerungsdatum in Ihrem Konto; kommt Ihnen eine Abbuchung falsch vor, melden Sie sich bei uns.' },
      ],
    },
  ],
};

export default copy;

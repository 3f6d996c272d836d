import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Manga Pro gratis per 3 giorni per i nuovi utenti di Diglot',
    description: 'Sei nuovo su Diglot? Attiva una sola volta tre giorni di Manga Pro e leggi manga e fumetti con i balloon tradotti direttamente nella tavola.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Offerta a tempo limitato',
      title: 'Tre giorni di Manga Pro, te li offriamo noi',
      lead: 'Se sei nuovo su Diglot, attiva la prova gratuita di tre giorni di Manga Pro e leggi le serie che segui con ogni balloon tradotto, direttamente sui siti di lettura e senza toccare i disegni.',
      primary: { label: 'Attiva la mia prova', href: '#claim' },
      secondary: { label: 'Come funziona la traduzione dei manga', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Attiva la tua prova di Manga Pro',
      lead: 'Ti servono un account Diglot e l’estensione installata in questo browser. La prova parte nel momento in cui la attivi.',
      perks: [
        'Balloon tradotti nella tavola su Pixiv, MangaDex, MANGA Plus e altri siti',
        'Gestione delle pagine verticali e da destra a sinistra',
        'Tre giorni pieni, senza inserire dati di pagamento',
      ],
      claim: 'Attiva 3 giorni di Manga Pro',
      endsOn: 'L’offerta scade il {date}. Una sola prova per account, riservata ai nuovi utenti.',
    },
    {
      type: 'steps',
      title: 'Tre passaggi',
      items: [
        { title: 'Accedi', text: 'Crea un account gratuito oppure entra con quello che hai già.' },
        { title: 'Installa Diglot', text: 'Aggiungi l’estensione a questo browser, poi torna qui e ricarica la pagina.', link: { label: 'Scarica', href: '/download/' } },
        { title: 'Attiva e leggi', text: 'Premi il pulsante qui sopra, apri un capitolo di un manga e clicca l’icona di Diglot.' },
      ],
    },
    {
      type: 'faq',
      title: 'Tutto sulla prova',
      items: [
        { q: 'Chi è considerato un nuovo utente?', a: 'Un account che non ha mai avuto Pro né una prova precedente. L’offerta si può attivare una volta sola per account.' },
        { q: 'Cosa succede dopo tre giorni?', a: 'La traduzione dei manga si spegne e tutto il resto continua a funzionare con il piano Free. Non ti viene addebitato nulla.' },
        { q: 'Ho installato l’estensione, ma la pagina continua a chiedermela.', a: 'Ricarica la pagina dopo l’installazione, così Diglot può segnalarle che è presente.' },
      ],
    },
  ],
};

export default copy;

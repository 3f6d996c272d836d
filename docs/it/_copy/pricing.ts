import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Prezzi: Diglot Free e Diglot Pro a confronto',
    description:
      'Metti a confronto Diglot Free e Pro. Pro aggiunge PDF Pro, traduzione IA di immagini e manga e traduzione IA attenta al contesto, con pagamento mensile o annuale.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Prezzi',
      title: 'Gratis per la lettura di ogni giorno. Pro per i casi difficili.',
      lead: 'Tutto ciò che serve per leggere pagine web, video e PDF in due lingue è gratuito. Pro aggiunge le funzioni che richiedono un lavoro pesante di intelligenza artificiale: PDF ricostruiti, traduzione avanzata di immagini e manga, e una traduzione che capisce il contesto.',
      primary: { label: 'Confronta i piani', href: '#plans' },
      secondary: { label: 'Inizia gratis', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Scegli come vuoi leggere',
      lead: 'Paga ogni mese, oppure una volta l’anno e risparmi. Puoi disdire quando vuoi: Pro resta attivo fino alla fine del periodo già pagato.',
      periodLabel: 'Periodo di fatturazione',
      monthly: 'Mensile',
      yearly: 'Annuale',
      yearlySave: 'risparmi il {percent}%',
      perMonth: '/ mese',
      perYear: '/ anno',
      billedYearly: '{price} addebitati una volta l’anno',
      free: {
        name: 'Free',
        tagline: 'Lettura bilingue su ogni sito, con i motori gratuiti.',
        priceNote: 'per sempre',
        cta: { label: 'Aggiungi al browser', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Per articoli scientifici, scansioni, manga e studio serio.',
        badge: 'Il più scelto',
        cta: 'Passa a Pro',
      },
      features: {
        engines: 'Motori gratuiti integrati, oppure le tue chiavi per {engines} servizi',
        webPages: 'Pagine web bilingui con riconoscimento intelligente del testo principale',
        pdfViewer: 'Visualizzatore PDF bilingue gratuito',
        inputHover: 'Traduzione mentre scrivi, al passaggio del mouse e del testo selezionato',
        videoSubtitles: 'Sottotitoli bilingui su {videoSites} siti video',
        displayStyles: '{displayStyles} stili di visualizzazione e CSS personalizzato',
        pdfPro: 'PDF Pro: formule, tabelle, scansioni (OCR) e colonne, con esportazione o condivisione',
        aiImages: 'Traduzione delle immagini con IA avanzata',
        manga: 'Traduzione di manga e fumetti',
        contextAi: 'Traduzione IA attenta al contesto (beta)',
        premiumQuota: 'Quota mensile di token per i modelli premium',
      },
      compareTitle: 'Free e Pro, funzione per funzione',
      included: 'Incluso',
      notIncluded: 'Non incluso',
    },
    {
      type: 'accuracy',
      title: 'Un motore di traduzione nato per la lettura',
      lead: 'Con Pro hai accesso al motore di traduzione dedicato di Diglot, messo a punto per i testi lunghi. Rispetto a un motore di riferimento, su queste coppie di lingue è più preciso di diverse volte.',
      pairs: { 'en-de': 'Inglese → Tedesco', 'en-zh': 'Inglese → Cinese', 'en-ja': 'Inglese → Giapponese' },
      value: '{multiple}× più preciso',
      footnote: 'Precisione misurata rispetto a un motore di riferimento. I tuoi risultati dipenderanno dal testo e dalla coppia di lingue.',
    },
    {
      type: 'faq',
      title: 'Domande sui piani',
      items: [
        {
          q: 'Che fine fa la mia quota a fine mese?',
          a: 'La quota per i modelli premium si rinnova ogni mese e i token non usati non passano al mese successivo. Se la esaurisci prima, un pacchetto di traffico ti dà una ricarica senza cambiare piano.',
        },
        {
          q: 'Posso passare dal piano mensile a quello annuale, e viceversa?',
          a: 'Sì. La modifica vale dal rinnovo successivo e nel frattempo continui ad avere Pro.',
        },
        {
          q: 'Mi serve Pro per usare la mia chiave OpenAI o DeepL?',
          a: 'No. Le tue chiavi funzionano anche con il piano Free: paghi direttamente il fornitore per quello che consumi.',
        },
        {
          q: 'Posso disdire?',
          a: 'Sì, in qualsiasi momento dal tuo account. Pro rimane attivo fino alla fine del periodo già pagato, poi torni al piano Free.',
        },
        {
          q: 'Ho un codice da riscattare. Dove lo inserisco?',
          a: 'Nella pagina di riscatto: accedi, inserisci il codice e Pro si attiva per il periodo previsto dal codice.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Metti alla prova Pro con i tuoi documenti più ostici',
      text: 'PDF scansionati, formule, manga, relazioni lunghissime: guarda che cosa fa Pro con i file che leggi davvero.',
      primary: { label: 'Passa a Pro', href: '#plans' },
      secondary: { label: 'Hai un codice? Riscattalo', href: '/exchange/' },
    },
  ],
};

export default copy;

import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot — pagine web, PDF e video in due lingue, fianco a fianco',
    description:
      'L’estensione per browser che affianca la traduzione al testo originale: pagine web, PDF, e-book, sottotitoli, immagini e manga, con {engines} motori di traduzione. Si parte gratis.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'La traduzione bilingue nel tuo browser',
      title: 'Ogni lingua del mondo, accanto alla tua',
      lead: 'Diglot lascia il testo originale dov’è e ti mette la traduzione subito sotto: capisci tutto senza perdere una sola parola dell’autore. Pagine web, PDF, e-book, sottotitoli, immagini e manga, in {languages} lingue.',
      primary: { label: 'Aggiungi Diglot al browser, è gratis', href: '/download/' },
      secondary: { label: 'Scopri come funziona', href: '/docs/usage/' },
      note: 'Chrome, Edge, Firefox e Safari · per iniziare non serve nessun account',
      illustration: 'bilingual',
    },
    {
      type: 'stats',
      items: [
        { value: '{users}', label: 'lettori usano Diglot' },
        { value: '{engines}', label: 'motori di traduzione, IA compresa' },
        { value: '{languages}', label: 'lingue disponibili' },
        { value: '{videoSites}', label: 'siti video con sottotitoli bilingui' },
      ],
    },
    {
      type: 'featureGrid',
      id: 'features',
      title: 'Tutto quello che leggi, in due lingue',
      lead: 'Un’unica estensione per tutto il web: lavora dove leggi già e si fa da parte quando non ti serve.',
      items: [
        {
          icon: 'globe',
          title: 'Pagine web bilingui',
          text: 'Ogni paragrafo conserva l’originale, con la traduzione appena sotto. Diglot riconosce il testo principale e non tocca menu e pubblicità.',
          link: { label: 'Traduzione delle pagine web', href: '/docs/features/webpage/' },
        },
        {
          icon: 'pdf',
          title: 'PDF a fronte',
          text: 'Apri qualsiasi PDF nel visualizzatore bilingue gratuito. Con Pro, PDF Pro ricostruisce gli articoli scientifici con formule, tabelle e pagine scansionate.',
          link: { label: 'Traduzione dei PDF', href: '/f-pdf-translate/' },
        },
        {
          icon: 'book',
          title: 'Libri digitali',
          text: 'Leggi i tuoi ePub con la traduzione dopo ogni paragrafo, poi esporta un ePub bilingue per il tuo lettore.',
          link: { label: 'Traduzione degli e-book', href: '/docs/features/epub/' },
        },
        {
          icon: 'video',
          title: 'Sottotitoli dei video',
          text: 'Due righe di sottotitoli su YouTube, Netflix, Coursera e {videoSites} siti video, più i sottotitoli dal vivo nelle riunioni online.',
          link: { label: 'Sottotitoli bilingui', href: '/f-video-subtitle-translate/' },
        },
        {
          icon: 'image',
          title: 'Immagini',
          text: 'Traduci le scritte dentro foto e screenshot. La modalità gratuita lavora nel tuo browser; quella con IA avanzata si occupa dei casi difficili.',
          link: { label: 'Traduzione delle immagini', href: '/image/' },
        },
        {
          icon: 'manga',
          title: 'Manga e fumetti',
          text: 'I balloon tradotti direttamente nella tavola, sui siti che leggi già, senza toccare i disegni.',
          link: { label: 'Traduzione dei manga', href: '/manga/' },
          pro: true,
        },
        {
          icon: 'quill',
          title: 'Fanfiction',
          text: 'AO3 e gli altri archivi di fanfiction, tradotti capitolo per capitolo, mentre la navigazione del sito continua a funzionare.',
          link: { label: 'Tradurre AO3', href: '/ao3/' },
        },
        {
          icon: 'keyboard',
          title: 'Scrivi nella tua lingua',
          text: 'Scrivi in una casella di testo, premi la barra spaziatrice {inputSpaces} volte e le tue parole diventano inglese, o la lingua che preferisci.',
          link: { label: 'Traduzione mentre scrivi', href: '/docs/input/' },
        },
        {
          icon: 'cursor',
          title: 'Passa il mouse o seleziona',
          text: 'Tieni premuto Ctrl e punta un paragrafo per tradurre solo quello, oppure seleziona una frase e leggi la traduzione in un riquadro.',
          link: { label: 'Traduzione al passaggio del mouse', href: '/docs/features/hover/' },
        },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Pensato per chi legge',
      title: 'L’originale resta. La traduzione gli fa compagnia.',
      text: 'La traduzione automatica è brava, ma non infallibile. Con entrambi i testi sulla pagina puoi verificare una frase, imparare un vocabolo o citare l’originale alla lettera, senza saltare da una scheda all’altra.',
      bullets: [
        '{displayStyles} stili di visualizzazione: sottolineato, evidenziato, sfocato finché non passi il mouse, colonne affiancate e altro',
        'Modalità solo traduzione, quando ti basta il senso generale',
        'CSS personalizzato e regole su misura per i siti che frequenti di più',
      ],
      illustration: 'bilingual',
      link: { label: 'Sfoglia gli stili di visualizzazione', href: '/docs/features/webpage/' },
    },
    {
      type: 'split',
      eyebrow: 'Documenti',
      title: 'Articoli, relazioni e libri, senza copia e incolla',
      text: 'Trascina un PDF nel visualizzatore e leggilo paragrafo dopo paragrafo in due lingue. PDF Pro va oltre: interpreta formule, tabelle, pagine scansionate e impaginazioni a più colonne, poi esporta un PDF bilingue o una pagina web da condividere con un link.',
      bullets: ['Visualizzatore PDF bilingue gratuito', 'PDF Pro: OCR, formule, tabelle e colonne', 'Esportazione in PDF o HTML, oppure condivisione online'],
      illustration: 'pdf',
      link: { label: 'Come funziona la traduzione dei PDF', href: '/f-pdf-translate/' },
    },
    {
      type: 'split',
      eyebrow: 'Video',
      title: 'Due righe di sottotitoli, sui siti che guardi già',
      text: 'Lezioni, conferenze, serie TV e riunioni: Diglot mostra il sottotitolo originale con la traduzione sotto, su YouTube, Netflix, Prime Video, Coursera, Udemy e, in tutto, su {videoSites} siti. Anche su Zoom, Google Meet e Microsoft Teams i sottotitoli dal vivo si arricchiscono di una riga tradotta.',
      illustration: 'video',
      link: { label: 'Scopri i sottotitoli bilingui', href: '/f-video-subtitle-translate/' },
    },
    {
      type: 'engines',
      title: 'Il motore di traduzione lo scegli tu',
      lead: 'Parti con i motori gratuiti integrati, usa la tua chiave per DeepL, OpenAI, Claude, Gemini e gli altri, oppure fai girare un modello in locale con Ollama. Appena installato trovi già pronti circa {homeServices} servizi, su {engines} complessivi.',
      link: { label: 'Confronta i servizi di traduzione', href: '/docs/services/' },
    },
    {
      type: 'featureGrid',
      id: 'readers',
      title: 'Chi legge con Diglot',
      items: [
        { icon: 'student', title: 'Studenti', text: 'Studia dispense e articoli in lingua originale e intanto arricchisci il tuo vocabolario.' },
        { icon: 'flask', title: 'Ricercatori', text: 'Passa in rassegna la letteratura straniera in fretta e verifica la formulazione esatta prima di citarla.' },
        { icon: 'code', title: 'Sviluppatori', text: 'Segui documentazione, issue e forum in qualsiasi lingua, con i blocchi di codice lasciati intatti.' },
        { icon: 'chart', title: 'Investitori', text: 'Leggi bilanci, conference call sui risultati e notizie locali di altri mercati appena escono.' },
        { icon: 'briefcase', title: 'Chi lavora con l’estero', text: 'Tratta con fornitori, clienti e colleghi di altri Paesi senza perdere le sfumature.' },
        { icon: 'camera', title: 'Creatori di contenuti', text: 'Cerca tendenze e fonti in altre lingue e condividi citazioni bilingui con il tuo pubblico.' },
      ],
    },
    {
      type: 'steps',
      title: 'Pronto in un minuto',
      items: [
        { title: 'Aggiungi Diglot al browser', text: 'Funziona con Chrome, Edge, Firefox e Safari, sul computer e anche su iPhone e iPad.', link: { label: 'Scarica', href: '/download/' } },
        { title: 'Scegli la tua lingua', text: 'Indica la lingua in cui vuoi leggere: Diglot se la ricorda su ogni sito.' },
        { title: 'Traduci una pagina', text: 'Clicca l’icona nella barra degli strumenti o premi Alt+A. Premi di nuovo per tornare all’originale.' },
      ],
    },
    {
      type: 'faq',
      title: 'Le prime domande che ci fanno',
      items: [
        {
          q: 'Diglot è gratuito?',
          a: 'Sì. Pagine web bilingui, visualizzatore PDF, sottotitoli dei video, traduzione nelle caselle di testo e al passaggio del mouse sono gratis con i motori integrati. Pro aggiunge PDF Pro, la traduzione delle immagini con IA avanzata, la traduzione dei manga e la traduzione IA che tiene conto del contesto.',
        },
        {
          q: 'Quale motore di traduzione usa?',
          a: 'I motori gratuiti integrati funzionano subito. Puoi passare a DeepL, OpenAI, Claude, Gemini, a un modello locale con Ollama o a uno qualsiasi dei {engines} motori disponibili, anche sito per sito.',
        },
        {
          q: 'Diglot modifica la pagina anche per gli altri?',
          a: 'No. La traduzione compare soltanto nel tuo browser e con un clic ritrovi l’originale.',
        },
        {
          q: 'Posso usare una mia chiave API?',
          a: 'Certo. Inserisci la chiave nelle impostazioni del servizio di traduzione: da quel momento le richieste partono dal tuo browser verso quel fornitore, sul tuo account.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Leggi il mondo nella tua lingua, e nella sua',
      text: 'Installi Diglot in meno di un minuto. E per cominciare non spendi nulla.',
      primary: { label: 'Aggiungi Diglot al browser', href: '/download/' },
      secondary: { label: 'Confronta Free e Pro', href: '/pricing/' },
    },
  ],
};

export default copy;

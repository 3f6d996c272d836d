import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Condividi brani bilingui come link o immagine',
    description:
      'Hai trovato un paragrafo che merita di girare? Diglot trasforma originale e traduzione in un link da condividere o in un’immagine pulita, pronta per chat, social o appunti di lezione.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Condivisione bilingue',
      title: 'Condividi originale e traduzione, insieme',
      lead: 'Una citazione perde qualcosa se mandi solo la traduzione, e il solo originale lascia i tuoi amici a indovinare. Con Diglot condividi entrambi: scegli un brano e invialo come link o come immagine.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Come funziona la condivisione', href: '/docs/share/' },
      illustration: 'share',
    },
    {
      type: 'featureGrid',
      title: 'Due formati, un clic ciascuno',
      items: [
        { icon: 'share', title: 'Link di condivisione', text: 'Una breve pagina con il brano in entrambe le lingue e un link alla fonte. Chiunque può aprirla, con o senza Diglot.' },
        { icon: 'image', title: 'Immagine da condividere', text: 'Una scheda ordinata con l’originale sopra e la traduzione sotto, nel formato giusto per chat e post social. Niente screenshot da ritagliare.' },
        { icon: 'palette', title: 'Il tuo stile di visualizzazione', text: 'Il brano condiviso mantiene l’aspetto con cui l’hai letto: una traduzione evidenziata o sottolineata resta tale.' },
        { icon: 'lock', title: 'Solo ciò che scegli tu', text: 'Non viene condiviso nulla finché non premi il pulsante, e nel link o nell’immagine finisce solo il brano che hai selezionato.' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Chi condivide',
      title: 'Piccole citazioni, grandi conversazioni',
      text: 'L’insegnante distribuisce in classe un paragrafo di un articolo straniero con la sua traduzione. Il ricercatore manda a un collega la frase esatta che vuole citare. Chi crea contenuti pubblica una battuta di un’intervista in due lingue, perché i follower vedano che cosa è stato detto davvero.',
      bullets: ['Materiale didattico in due lingue', 'Citazioni con la formulazione originale', 'Frasi bilingui per il tuo pubblico'],
      illustration: 'share',
    },
    {
      type: 'steps',
      title: 'Condividi un brano',
      items: [
        { title: 'Traduci la pagina', text: 'Attiva la traduzione bilingue come sempre, con l’icona nella barra degli strumenti o con Alt+A.' },
        { title: 'Seleziona il brano', text: 'Evidenzia i paragrafi che ti interessano: accanto alla selezione compare una piccola barra degli strumenti.' },
        { title: 'Scegli link o immagine', text: 'Copia il link o salva l’immagine, e incollali ovunque si trovino i tuoi lettori.' },
      ],
    },
    {
      type: 'faq',
      title: 'Domande sulla condivisione',
      items: [
        { q: 'Chi riceve il contenuto deve avere Diglot?', a: 'No. I link condivisi si aprono in qualsiasi browser e le immagini sono normalissimi file.' },
        { q: 'Posso eliminare un link condiviso in un secondo momento?', a: 'Sì. Trovi tutti i tuoi link condivisi nel tuo account, dove puoi rimuovere quelli che vuoi.' },
        { q: 'La condivisione è compresa nel piano gratuito?', a: 'Sì, la condivisione dei brani funziona allo stesso modo con Free e con Pro.' },
      ],
    },
  ],
};

export default copy;

/** Italian company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Dati della società',
    company: 'Società',
    address: 'Indirizzo',
    registration: 'N. registro imprese (KvK)',
    vat: 'Partita IVA',
    tradenames: 'Nomi commerciali',
    phone: 'Telefono',
    email: 'E-mail',
    version: 'Versione',
  },
  pages: {
    terms: {
      title: 'Condizioni generali',
      intro: `${f.site} (${f.domain}) è un servizio di ${f.company}, che stabilisce queste condizioni per il suo utilizzo. Iscrivendoti le accetti. Versione del ${f.termsDate}.`,
      sections: [
        { heading: '1. Il servizio', paragraphs: [`${f.site} è una piattaforma online dove adulti si conoscono e chattano. ${f.company} fornisce il servizio; il successo di un contatto non è garantito.`] },
        { heading: '2. Iscrizione', paragraphs: [`Devi avere almeno ${f.minAge} anni. All’iscrizione fornisci dati corretti, mantieni segreta la password e hai un solo account. L’account è personale e non cedibile.`] },
        { heading: '3. Crediti e premium', paragraphs: [`Messaggi, foto e regali costano crediti; un messaggio costa ${f.messageCredits} crediti. Acquisti crediti in pacchetti al prezzo indicato prima del pagamento. Il primo acquisto ti rende membro premium: vedi tutte le foto e usi tutte le funzioni premium. I crediti non sono denaro, vengono rimborsati solo secondo la politica di reso e scadono quando l’account viene eliminato definitivamente.`] },
        { heading: '4. Profili fittizi', paragraphs: ['Una parte dei profili è fittizia e gestita dal nostro staff a scopo di intrattenimento. Questi profili sono contrassegnati da un simbolo. Con loro non è possibile alcun contatto fisico e non si fissano appuntamenti.'] },
        { heading: '5. Regole di comportamento', paragraphs: ['Rispetti gli altri membri. Tra l’altro non sono ammessi:'], list: ['molestie, minacce, discriminazioni o incitamento all’odio', 'pubblicità, spam o adescamento di membri per altri servizi', 'contenuti con minori o contenuti che non hai il diritto di condividere', 'chiedere ad altri dati di pagamento, numeri di telefono o indirizzi'] },
        { heading: '6. Recesso ed eliminazione', paragraphs: [`Puoi eliminare l’account in qualsiasi momento dalle impostazioni. Entro ${f.deletionDays} giorni puoi annullare l’eliminazione tramite il link nella tua e-mail; dopo, i tuoi dati personali vengono cancellati. In caso di violazione di queste condizioni possiamo bloccare l’account (vedi Divieto di accesso).`] },
        { heading: '7. Responsabilità', paragraphs: [`${f.company} non risponde dei danni causati dal comportamento di altri membri o dall’indisponibilità temporanea del servizio, salvo dolo o colpa grave. I tuoi diritti di consumatore previsti dalla legge restano invariati.`] },
        { heading: '8. Legge applicabile e reclami', paragraphs: [`Queste condizioni sono regolate dalla legge di ${f.country}. Puoi presentare un reclamo tramite il modulo reclami o al servizio clienti (${f.email}); rispondiamo entro 14 giorni. Puoi anche usare la piattaforma europea ODR (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy',
      intro: `${f.company}, ${f.address}, ${f.city}, è titolare del trattamento dei tuoi dati personali su ${f.site} ai sensi del Regolamento generale sulla protezione dei dati (GDPR).`,
      sections: [
        { heading: 'Quali dati trattiamo', paragraphs: ['Trattiamo solo ciò che serve al servizio:'], list: ['dati dell’account: e-mail, nome, data di nascita, password (solo come hash)', 'dati del profilo e foto che inserisci o carichi tu', 'messaggi, like e blocchi', 'acquisti e uso dei crediti', 'dati tecnici: indirizzo IP, browser, lingua e paese'] },
        { heading: 'Finalità e basi giuridiche', paragraphs: ['Usiamo i tuoi dati per eseguire il contratto con te (account, chat, pagamenti), per adempiere obblighi di legge (contabilità, 7 anni) e per il nostro legittimo interesse alla sicurezza e alla prevenzione degli abusi. Newsletter e notifiche push solo con il tuo consenso, revocabile in qualsiasi momento.'] },
        { heading: 'Dati particolari', paragraphs: ['Il tuo orientamento sessuale è un dato particolare. Lo condividi volontariamente nel profilo; lo usiamo solo per mostrare il profilo e creare i risultati di ricerca.'] },
        { heading: 'Tempi di conservazione', paragraphs: [`Dopo l’eliminazione dell’account conserviamo i dati per altri ${f.deletionDays} giorni, così puoi riattivarlo; poi li cancelliamo. I dati di pagamento sono conservati quanto richiesto dalla legge.`] },
        { heading: 'Destinatari', paragraphs: ['Condividiamo dati solo con responsabili del trattamento che ci aiutano (hosting, fornitori di pagamento, e-mail), con un accordo di trattamento, all’interno dello Spazio economico europeo o con garanzie adeguate. Non vendiamo mai i tuoi dati.'] },
        { heading: 'I tuoi diritti', paragraphs: [`Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione. Puoi scaricare i tuoi dati dalle impostazioni o scrivere a ${f.email}. Puoi presentare reclamo all’autorità olandese per la protezione dei dati o all’autorità di controllo del tuo paese.`] },
      ],
    },
    cookies: {
      title: 'Cookie policy',
      intro: `${f.site} usa il minor numero possibile di cookie. Ecco quali e perché.`,
      sections: [
        { heading: 'Cookie necessari', paragraphs: ['Fanno funzionare il sito e non richiedono consenso:'], list: ['il cookie di accesso (30 giorni) ti mantiene connesso; contiene una chiave casuale, nessun dato personale', 'i18n_redirected (365 giorni) ricorda la tua lingua'] },
        { heading: 'Archiviazione locale', paragraphs: ['Nel tuo browser ricordiamo se hai chiuso degli avvisi e, se sei arrivato da un annuncio, la provenienza della visita (30 giorni), per pagare correttamente i partner.'] },
        { heading: 'Nessun cookie di tracciamento di terzi', paragraphs: ['Non installiamo cookie pubblicitari o analitici di terzi. Se cambierà, ti chiederemo prima il consenso.'] },
        { heading: 'Eliminare i cookie', paragraphs: ['Puoi sempre eliminare i cookie dalle impostazioni del browser. Verrai disconnesso e la lingua scelta sarà dimenticata.'] },
      ],
    },
    ban: {
      title: 'Divieto di accesso',
      intro: `Per mantenere ${f.site} sicuro possiamo negare l’accesso ai membri. Ecco quando e cosa puoi fare.`,
      sections: [
        { heading: 'Quando blocchiamo', paragraphs: ['Blocchiamo un account o un indirizzo IP per violazioni gravi o ripetute delle condizioni, ad esempio:'], list: [`utenti con meno di ${f.minAge} anni`, 'molestie, minacce o incitamento all’odio', 'spam, truffe o pubblicità', 'frodi nei pagamenti o storni senza motivo', 'aggirare un blocco precedente'] },
        { heading: 'Cosa significa un blocco', paragraphs: ['Non puoi più accedere e il tuo profilo non è più visibile a nessuno. I crediti non usati scadono in caso di blocco per frode o abuso.'] },
        { heading: 'Opporsi', paragraphs: [`Pensi che abbiamo sbagliato? Scrivi a ${f.email} entro 30 giorni con la tua e-mail e una spiegazione. Esaminiamo la tua opposizione entro 14 giorni.`] },
      ],
    },
    faq: {
      title: 'Domande frequenti',
      intro: `Le risposte alle domande che ci fanno più spesso su ${f.site}.`,
      sections: [
        { heading: 'L’iscrizione è gratuita?', paragraphs: ['Sì. Iscriversi, creare un profilo, cercare e inviare like è gratuito. Messaggi, foto e regali usano crediti.'] },
        { heading: 'Come funzionano i crediti?', paragraphs: [`Acquisti crediti in pacchetti. Un messaggio costa ${f.messageCredits} crediti; anche foto e regali costano crediti. Vedi sempre prima il costo. Non c’è abbonamento: paghi solo ciò che acquisti.`] },
        { heading: 'Cos’è premium?', paragraphs: ['Il primo acquisto di crediti ti rende membro premium. Vedi tutte le foto senza sfocatura, puoi caricare più foto e usare tutte le funzioni senza limiti.'] },
        { heading: 'Tutti i profili sono reali?', paragraphs: ['No. Una parte dei profili è fittizia e gestita dal nostro staff. Sono contrassegnati da un simbolo. Puoi chattare con loro ma non incontrarli: il contatto fisico non è possibile.'] },
        { heading: 'Come elimino il mio account?', paragraphs: [`Vai nelle impostazioni e scegli «elimina account». L’account viene subito nascosto. Entro ${f.deletionDays} giorni puoi annullare; dopo i dati sono cancellati definitivamente.`] },
        { heading: 'Posso riavere i miei soldi?', paragraphs: [`Hai ${f.refundDays} giorni per recedere da un acquisto di crediti non ancora usati. Vedi la politica di reso.`] },
        { heading: 'Come contatto il servizio clienti?', paragraphs: [`Scrivi a ${f.email} o chiama il ${f.phone}. Rispondiamo entro due giorni lavorativi.`] },
      ],
    },
    'return-policy': {
      title: 'Politica di reso',
      intro: `Come consumatore nell’UE hai il diritto di recedere da un acquisto su ${f.site}. Ecco come.`,
      sections: [
        { heading: 'Periodo di recesso', paragraphs: [`Puoi recedere da un acquisto di crediti entro ${f.refundDays} giorni dal pagamento senza indicarne il motivo, purché non abbia usato i crediti di quel pacchetto.`] },
        { heading: 'Uso parziale', paragraphs: ['Usando i crediti ci chiedi di fornire subito il servizio. Il diritto di recesso decade per i crediti usati; rimborsiamo in proporzione la parte non usata.'] },
        { heading: 'Come chiedere un rimborso', paragraphs: [`Scrivi a ${f.email} con la tua e-mail e la data di acquisto, oppure usa il modulo tipo europeo di recesso. Rimborsiamo entro 14 giorni con lo stesso metodo di pagamento.`] },
        { heading: 'In seguito', paragraphs: [`Dopo ${f.refundDays} giorni gli acquisti sono definitivi. Se un errore tecnico ti è costato crediti, li restituiamo sempre: contatta il servizio clienti.`] },
      ],
    },
    service: {
      title: 'Servizio clienti',
      intro: `Domande sull’account, sui pagamenti o su un profilo? Il servizio clienti di ${f.site} ti aiuta volentieri.`,
      sections: [
        { heading: 'Contatti', paragraphs: [`E-mail: ${f.email}`, `Telefono: ${f.phone} (giorni feriali 9:00–17:00)`, `Posta: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Tempi di risposta', paragraphs: ['Rispondiamo alle e-mail entro due giorni lavorativi. Indica l’e-mail del tuo account per un aiuto più rapido.'] },
        { heading: 'Segnalare un profilo', paragraphs: ['Vedi un profilo sospetto? Usa il pulsante di segnalazione sul profilo o il modulo reclami. Esaminiamo ogni segnalazione.'] },
      ],
    },
  },
});

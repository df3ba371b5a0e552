/** German company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Angaben zum Unternehmen',
    company: 'Unternehmen',
    address: 'Anschrift',
    registration: 'Handelsregisternummer (KvK)',
    vat: 'USt-IdNr.',
    tradenames: 'Handelsnamen',
    phone: 'Telefon',
    email: 'E-Mail',
    version: 'Fassung',
  },
  pages: {
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      intro: `${f.site} (${f.domain}) ist ein Dienst der ${f.company}, die diese Bedingungen für die Nutzung festlegt. Mit der Anmeldung stimmst du ihnen zu. Fassung vom ${f.termsDate}.`,
      sections: [
        { heading: '1. Der Dienst', paragraphs: [`${f.site} ist eine Online-Plattform, auf der Erwachsene einander kennenlernen und chatten. ${f.company} stellt den Dienst bereit; der Erfolg eines Kontakts ist nicht garantiert.`] },
        { heading: '2. Mitgliedschaft', paragraphs: [`Du musst mindestens ${f.minAge} Jahre alt sein. Du machst bei der Anmeldung wahre Angaben, hältst dein Passwort geheim und hast nur ein Konto. Dein Konto ist persönlich und nicht übertragbar.`] },
        { heading: '3. Credits und Premium', paragraphs: [`Nachrichten, Fotos und Geschenke kosten Credits; eine Nachricht kostet ${f.messageCredits} Credits. Credits kaufst du in Paketen zu dem Preis, der vor der Zahlung angezeigt wird. Mit dem ersten Kauf wirst du Premium-Mitglied: Du siehst alle Fotos und nutzt alle Premium-Funktionen. Credits sind kein Geld, werden nur nach der Widerrufsbelehrung erstattet und verfallen, wenn dein Konto endgültig gelöscht wird.`] },
        { heading: '4. Fiktive Profile', paragraphs: ['Ein Teil der Profile ist fiktiv und wird zur Unterhaltung von Mitarbeitern betreut. Diese Profile sind mit einem Symbol gekennzeichnet. Mit fiktiven Profilen ist kein physischer Kontakt möglich, und es werden keine Treffen vereinbart.'] },
        { heading: '5. Verhaltensregeln', paragraphs: ['Du respektierst andere Mitglieder. Nicht erlaubt sind unter anderem:'], list: ['Belästigung, Drohungen, Diskriminierung oder Hetze', 'Werbung, Spam oder das Abwerben von Mitgliedern für andere Dienste', 'Inhalte mit Minderjährigen oder Inhalte, die du nicht teilen darfst', 'andere nach Zahlungsdaten, Telefonnummern oder Adressen fragen'] },
        { heading: '6. Kündigen und Löschen', paragraphs: [`Du kannst dein Konto jederzeit in den Einstellungen löschen. Innerhalb von ${f.deletionDays} Tagen kannst du die Löschung über den Link in deiner E-Mail rückgängig machen; danach werden deine personenbezogenen Daten gelöscht. Bei Verstößen gegen diese Bedingungen dürfen wir dein Konto sperren (siehe Zugangssperre).`] },
        { heading: '7. Haftung', paragraphs: [`${f.company} haftet nicht für Schäden durch das Verhalten anderer Mitglieder oder durch eine vorübergehende Nichtverfügbarkeit des Dienstes, außer bei Vorsatz oder grober Fahrlässigkeit. Deine gesetzlichen Verbraucherrechte bleiben unberührt.`] },
        { heading: '8. Anwendbares Recht und Beschwerden', paragraphs: [`Es gilt das Recht von ${f.country}. Beschwerden kannst du über das Beschwerdeformular oder beim Kundenservice (${f.email}) einreichen; wir antworten innerhalb von 14 Tagen. Du kannst auch die europäische OS-Plattform nutzen (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro: `${f.company}, ${f.address}, ${f.city}, ist Verantwortliche für die Verarbeitung deiner personenbezogenen Daten auf ${f.site} im Sinne der Datenschutz-Grundverordnung (DSGVO).`,
      sections: [
        { heading: 'Welche Daten wir verarbeiten', paragraphs: ['Wir verarbeiten nur, was der Dienst braucht:'], list: ['Kontodaten: E-Mail-Adresse, Name, Geburtsdatum, Passwort (nur als Hash)', 'Profilangaben und Fotos, die du selbst eingibst oder hochlädst', 'Nachrichten, Likes und Sperren', 'Käufe und Credit-Verbrauch', 'technische Daten: IP-Adresse, Browser, Sprache und Land'] },
        { heading: 'Zwecke und Rechtsgrundlagen', paragraphs: ['Wir nutzen deine Daten zur Erfüllung des Vertrags mit dir (Konto, Chat, Zahlungen), zur Erfüllung gesetzlicher Pflichten (Buchhaltung, 7 Jahre) und aufgrund unseres berechtigten Interesses an Sicherheit und Missbrauchsabwehr. Newsletter und Push-Nachrichten senden wir nur mit deiner Einwilligung, die du jederzeit widerrufen kannst.'] },
        { heading: 'Besondere Daten', paragraphs: ['Deine sexuelle Orientierung gehört zu den besonderen Kategorien personenbezogener Daten. Du gibst sie freiwillig in deinem Profil an; wir nutzen sie nur, um dein Profil zu zeigen und Suchergebnisse zu erstellen.'] },
        { heading: 'Speicherdauer', paragraphs: [`Nach der Löschung deines Kontos bewahren wir deine Daten noch ${f.deletionDays} Tage auf, damit du dein Konto reaktivieren kannst; danach löschen wir sie. Zahlungsbelege bewahren wir so lange auf, wie das Gesetz es verlangt.`] },
        { heading: 'Empfänger', paragraphs: ['Wir geben Daten nur an Auftragsverarbeiter weiter, die uns helfen (Hosting, Zahlungsanbieter, E-Mail), auf Grundlage eines Auftragsverarbeitungsvertrags, innerhalb des Europäischen Wirtschaftsraums oder mit geeigneten Garantien. Wir verkaufen deine Daten nie.'] },
        { heading: 'Deine Rechte', paragraphs: [`Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Du kannst deine Daten selbst in den Einstellungen herunterladen oder eine Anfrage an ${f.email} senden. Du kannst dich bei der niederländischen Datenschutzbehörde oder der Aufsichtsbehörde deines Landes beschweren.`] },
      ],
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      intro: `${f.site} verwendet so wenige Cookies wie möglich. Hier steht, welche und warum.`,
      sections: [
        { heading: 'Notwendige Cookies', paragraphs: ['Diese braucht die Website, um zu funktionieren; sie erfordern keine Einwilligung:'], list: ['das Anmelde-Cookie (30 Tage) hält dich angemeldet; es enthält einen Zufallsschlüssel, keine personenbezogenen Daten', 'i18n_redirected (365 Tage) merkt sich deine Sprache'] },
        { heading: 'Lokaler Speicher', paragraphs: ['In deinem Browser merken wir uns, ob du Hinweise geschlossen hast, und – wenn du über eine Anzeige gekommen bist – die Herkunft deines Besuchs (30 Tage), damit wir mit Partnern korrekt abrechnen können.'] },
        { heading: 'Keine Tracking-Cookies Dritter', paragraphs: ['Wir setzen keine Werbe- oder Analyse-Cookies Dritter. Sollte sich das ändern, fragen wir zuerst nach deiner Einwilligung.'] },
        { heading: 'Cookies löschen', paragraphs: ['Du kannst Cookies jederzeit in den Einstellungen deines Browsers löschen. Du wirst dann abgemeldet, und deine Sprachwahl geht verloren.'] },
      ],
    },
    ban: {
      title: 'Zugangssperre',
      intro: `Um ${f.site} sicher zu halten, können wir Mitgliedern den Zugang verweigern. Hier liest du, wann und was du dann tun kannst.`,
      sections: [
        { heading: 'Wann wir sperren', paragraphs: ['Wir sperren ein Konto oder eine IP-Adresse bei schweren oder wiederholten Verstößen gegen die AGB, etwa:'], list: [`Nutzer unter ${f.minAge} Jahren`, 'Belästigung, Drohungen oder Hetze', 'Spam, Betrug oder Werbung', 'Zahlungsbetrug oder grundlose Rückbuchungen', 'das Umgehen einer früheren Sperre'] },
        { heading: 'Was eine Sperre bedeutet', paragraphs: ['Du kannst dich nicht mehr anmelden, und dein Profil ist für niemanden mehr sichtbar. Ungenutzte Credits verfallen bei einer Sperre wegen Betrugs oder Missbrauchs.'] },
        { heading: 'Widerspruch einlegen', paragraphs: [`Glaubst du, dass wir uns geirrt haben? Schreib innerhalb von 30 Tagen an ${f.email} mit deiner E-Mail-Adresse und einer Erklärung. Wir prüfen deinen Widerspruch innerhalb von 14 Tagen.`] },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      intro: `Antworten auf die Fragen, die wir zu ${f.site} am häufigsten bekommen.`,
      sections: [
        { heading: 'Ist die Anmeldung kostenlos?', paragraphs: ['Ja. Anmelden, ein Profil anlegen, suchen und Likes senden ist kostenlos. Für Nachrichten, Fotos und Geschenke verwendest du Credits.'] },
        { heading: 'Wie funktionieren Credits?', paragraphs: [`Du kaufst Credits in Paketen. Eine Nachricht kostet ${f.messageCredits} Credits; Fotos und Geschenke kosten ebenfalls Credits. Du siehst immer vorher, was etwas kostet. Es gibt kein Abonnement: Du zahlst nur, was du kaufst.`] },
        { heading: 'Was ist Premium?', paragraphs: ['Mit deinem ersten Credit-Kauf wirst du Premium-Mitglied. Dann siehst du alle Fotos unverschwommen, kannst mehr Fotos hochladen und alle Funktionen ohne Einschränkung nutzen.'] },
        { heading: 'Sind alle Profile echt?', paragraphs: ['Nein. Ein Teil der Profile ist fiktiv und wird von Mitarbeitern betreut. Diese Profile sind mit einem Symbol gekennzeichnet. Mit ihnen kannst du chatten, dich aber nicht treffen: Physischer Kontakt ist nicht möglich.'] },
        { heading: 'Wie lösche ich mein Konto?', paragraphs: [`Geh in deine Einstellungen und wähle „Konto löschen“. Dein Konto ist sofort unsichtbar. Innerhalb von ${f.deletionDays} Tagen kannst du das rückgängig machen; danach werden deine Daten endgültig gelöscht.`] },
        { heading: 'Bekomme ich mein Geld zurück?', paragraphs: [`Du hast ${f.refundDays} Tage Widerrufsfrist für Credits, die du noch nicht verwendet hast. Siehe Widerrufsbelehrung.`] },
        { heading: 'Wie erreiche ich den Kundenservice?', paragraphs: [`Schreib an ${f.email} oder ruf ${f.phone} an. Wir antworten innerhalb von zwei Werktagen.`] },
      ],
    },
    'return-policy': {
      title: 'Widerrufsbelehrung',
      intro: `Als Verbraucher in der EU hast du das Recht, einen Kauf auf ${f.site} zu widerrufen. So funktioniert es.`,
      sections: [
        { heading: 'Widerrufsfrist', paragraphs: [`Du kannst einen Credit-Kauf innerhalb von ${f.refundDays} Tagen nach der Zahlung ohne Angabe von Gründen widerrufen, solange du die Credits aus diesem Paket noch nicht verwendet hast.`] },
        { heading: 'Teilweise verbraucht', paragraphs: ['Indem du Credits verwendest, verlangst du die sofortige Ausführung des Dienstes. Für verbrauchte Credits erlischt das Widerrufsrecht; den ungenutzten Teil erstatten wir anteilig.'] },
        { heading: 'So beantragst du eine Erstattung', paragraphs: [`Schreib an ${f.email} mit deiner E-Mail-Adresse und dem Kaufdatum oder nutze das europäische Muster-Widerrufsformular. Wir erstatten innerhalb von 14 Tagen über dieselbe Zahlungsart.`] },
        { heading: 'Danach', paragraphs: [`Nach ${f.refundDays} Tagen sind Käufe endgültig. Hat ein technischer Fehler dich Credits gekostet, schreiben wir sie immer gut: Wende dich an den Kundenservice.`] },
      ],
    },
    service: {
      title: 'Kundenservice',
      intro: `Fragen zu deinem Konto, zu Zahlungen oder einem Profil? Der Kundenservice von ${f.site} hilft dir gern.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-Mail: ${f.email}`, `Telefon: ${f.phone} (werktags 9:00–17:00 Uhr)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Antwortzeit', paragraphs: ['Wir beantworten E-Mails innerhalb von zwei Werktagen. Nenn die E-Mail-Adresse deines Kontos, dann helfen wir dir schneller.'] },
        { heading: 'Ein Profil melden', paragraphs: ['Siehst du ein Profil, das nicht in Ordnung ist? Nutze die Melden-Schaltfläche im Profil oder das Beschwerdeformular. Wir prüfen jede Meldung.'] },
      ],
    },
  },
});

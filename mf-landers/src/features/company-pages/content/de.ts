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
      intro: `${f.site} (${f.domain}) ist ein Dienst der ${f.company}, die diese Bedingungen für die Nutzung festlegt. Mit der Anmeldung stimmen Sie ihnen zu. Fassung vom ${f.termsDate}.`,
      sections: [
        { heading: '1. Der Dienst', paragraphs: [`${f.site} ist eine Online-Plattform, auf der Erwachsene einander kennenlernen und chatten. ${f.company} stellt den Dienst bereit; der Erfolg eines Kontakts ist nicht garantiert.`] },
        { heading: '2. Mitgliedschaft', paragraphs: [`Sie müssen mindestens ${f.minAge} Jahre alt sein. Sie machen bei der Anmeldung wahre Angaben, halten Ihr Passwort geheim und haben nur ein Konto. Ihr Konto ist persönlich und nicht übertragbar.`] },
        { heading: '3. Credits und Premium', paragraphs: [`Nachrichten, Fotos und Geschenke kosten Credits; eine Nachricht kostet ${f.messageCredits} Credits. Credits kaufen Sie in Paketen zu dem Preis, der vor der Zahlung angezeigt wird. Mit dem ersten Kauf werden Sie Premium-Mitglied: Sie sehen alle Fotos und nutzen alle Premium-Funktionen. Credits sind kein Geld, werden nur nach der Widerrufsbelehrung erstattet und verfallen, wenn Ihr Konto endgültig gelöscht wird.`] },
        { heading: '4. Fiktive Profile', paragraphs: ['Ein Teil der Profile ist fiktiv und wird zur Unterhaltung von Mitarbeitern betreut. Diese Profile sind mit einem Symbol gekennzeichnet. Mit fiktiven Profilen ist kein physischer Kontakt möglich, und es werden keine Treffen vereinbart.'] },
        { heading: '5. Verhaltensregeln', paragraphs: ['Sie respektieren andere Mitglieder. Nicht erlaubt sind unter anderem:'], list: ['Belästigung, Drohungen, Diskriminierung oder Hetze', 'Werbung, Spam oder das Abwerben von Mitgliedern für andere Dienste', 'Inhalte mit Minderjährigen oder Inhalte, die Sie nicht teilen dürfen', 'andere nach Zahlungsdaten, Telefonnummern oder Adressen fragen'] },
        { heading: '6. Kündigen und Löschen', paragraphs: [`Sie können Ihr Konto jederzeit in den Einstellungen löschen. Innerhalb von ${f.deletionDays} Tagen können Sie die Löschung über den Link in Ihrer E-Mail rückgängig machen; danach werden Ihre personenbezogenen Daten gelöscht. Bei Verstößen gegen diese Bedingungen dürfen wir Ihr Konto sperren (siehe Zugangssperre).`] },
        { heading: '7. Haftung', paragraphs: [`${f.company} haftet nicht für Schäden durch das Verhalten anderer Mitglieder oder durch eine vorübergehende Nichtverfügbarkeit des Dienstes, außer bei Vorsatz oder grober Fahrlässigkeit. Ihre gesetzlichen Verbraucherrechte bleiben unberührt.`] },
        { heading: '8. Anwendbares Recht und Beschwerden', paragraphs: [`Es gilt das Recht von ${f.country}. Beschwerden können Sie über das Beschwerdeformular oder beim Kundenservice (${f.email}) einreichen; wir antworten innerhalb von 14 Tagen. Sie können auch die europäische OS-Plattform nutzen (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro: `${f.company}, ${f.address}, ${f.city}, ist Verantwortliche für die Verarbeitung Ihrer personenbezogenen Daten auf ${f.site} im Sinne der Datenschutz-Grundverordnung (DSGVO).`,
      sections: [
        { heading: 'Welche Daten wir verarbeiten', paragraphs: ['Wir verarbeiten nur, was der Dienst braucht:'], list: ['Kontodaten: E-Mail-Adresse, Name, Geburtsdatum, Passwort (nur als Hash)', 'Profilangaben und Fotos, die Sie selbst eingeben oder hochladen', 'Nachrichten, Likes und Sperren', 'Käufe und Credit-Verbrauch', 'technische Daten: IP-Adresse, Browser, Sprache und Land'] },
        { heading: 'Zwecke und Rechtsgrundlagen', paragraphs: ['Wir nutzen Ihre Daten zur Erfüllung des Vertrags mit Ihnen (Konto, Chat, Zahlungen), zur Erfüllung gesetzlicher Pflichten (Buchhaltung, 7 Jahre) und aufgrund unseres berechtigten Interesses an Sicherheit und Missbrauchsabwehr. Newsletter und Push-Nachrichten senden wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.'] },
        { heading: 'Besondere Daten', paragraphs: ['Ihre sexuelle Orientierung gehört zu den besonderen Kategorien personenbezogener Daten. Sie geben sie freiwillig in Ihrem Profil an; wir nutzen sie nur, um Ihr Profil zu zeigen und Suchergebnisse zu erstellen.'] },
        { heading: 'Speicherdauer', paragraphs: [`Nach der Löschung Ihres Kontos bewahren wir Ihre Daten noch ${f.deletionDays} Tage auf, damit Sie Ihr Konto reaktivieren können; danach löschen wir sie. Zahlungsbelege bewahren wir so lange auf, wie das Gesetz es verlangt.`] },
        { heading: 'Empfänger', paragraphs: ['Wir geben Daten nur an Auftragsverarbeiter weiter, die uns helfen (Hosting, Zahlungsanbieter, E-Mail), auf Grundlage eines Auftragsverarbeitungsvertrags, innerhalb des Europäischen Wirtschaftsraums oder mit geeigneten Garantien. Wir verkaufen Ihre Daten nie.'] },
        { heading: 'Ihre Rechte', paragraphs: [`Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Sie können Ihre Daten selbst in den Einstellungen herunterladen oder eine Anfrage an ${f.email} senden. Sie können sich bei der niederländischen Datenschutzbehörde oder der Aufsichtsbehörde Ihres Landes beschweren.`] },
      ],
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      intro: `${f.site} verwendet so wenige Cookies wie möglich. Hier steht, welche und warum.`,
      sections: [
        { heading: 'Notwendige Cookies', paragraphs: ['Diese braucht die Website, um zu funktionieren; sie erfordern keine Einwilligung:'], list: ['das Anmelde-Cookie (30 Tage) hält Sie angemeldet; es enthält einen Zufallsschlüssel, keine personenbezogenen Daten', 'i18n_redirected (365 Tage) merkt sich Ihre Sprache'] },
        { heading: 'Lokaler Speicher', paragraphs: ['In Ihrem Browser merken wir uns, ob Sie Hinweise geschlossen haben, und – wenn Sie über eine Anzeige kamen – die Herkunft Ihres Besuchs (30 Tage), damit wir mit Partnern korrekt abrechnen können.'] },
        { heading: 'Keine Tracking-Cookies Dritter', paragraphs: ['Wir setzen keine Werbe- oder Analyse-Cookies Dritter. Sollte sich das ändern, fragen wir zuerst nach Ihrer Einwilligung.'] },
        { heading: 'Cookies löschen', paragraphs: ['Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen. Sie werden dann abgemeldet, und Ihre Sprachwahl geht verloren.'] },
      ],
    },
    ban: {
      title: 'Zugangssperre',
      intro: `Um ${f.site} sicher zu halten, können wir Mitgliedern den Zugang verweigern. Hier lesen Sie, wann und was Sie dann tun können.`,
      sections: [
        { heading: 'Wann wir sperren', paragraphs: ['Wir sperren ein Konto oder eine IP-Adresse bei schweren oder wiederholten Verstößen gegen die AGB, etwa:'], list: [`Nutzer unter ${f.minAge} Jahren`, 'Belästigung, Drohungen oder Hetze', 'Spam, Betrug oder Werbung', 'Zahlungsbetrug oder grundlose Rückbuchungen', 'das Umgehen einer früheren Sperre'] },
        { heading: 'Was eine Sperre bedeutet', paragraphs: ['Sie können sich nicht mehr anmelden, und Ihr Profil ist für niemanden mehr sichtbar. Ungenutzte Credits verfallen bei einer Sperre wegen Betrugs oder Missbrauchs.'] },
        { heading: 'Widerspruch einlegen', paragraphs: [`Glauben Sie, dass wir uns geirrt haben? Schreiben Sie innerhalb von 30 Tagen an ${f.email} mit Ihrer E-Mail-Adresse und einer Erklärung. Wir prüfen Ihren Widerspruch innerhalb von 14 Tagen.`] },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      intro: `Antworten auf die Fragen, die wir zu ${f.site} am häufigsten bekommen.`,
      sections: [
        { heading: 'Ist die Anmeldung kostenlos?', paragraphs: ['Ja. Anmelden, ein Profil anlegen, suchen und Likes senden ist kostenlos. Für Nachrichten, Fotos und Geschenke verwenden Sie Credits.'] },
        { heading: 'Wie funktionieren Credits?', paragraphs: [`Sie kaufen Credits in Paketen. Eine Nachricht kostet ${f.messageCredits} Credits; Fotos und Geschenke kosten ebenfalls Credits. Sie sehen immer vorher, was etwas kostet. Es gibt kein Abonnement: Sie zahlen nur, was Sie kaufen.`] },
        { heading: 'Was ist Premium?', paragraphs: ['Mit Ihrem ersten Credit-Kauf werden Sie Premium-Mitglied. Dann sehen Sie alle Fotos unverschwommen, können mehr Fotos hochladen und alle Funktionen ohne Einschränkung nutzen.'] },
        { heading: 'Sind alle Profile echt?', paragraphs: ['Nein. Ein Teil der Profile ist fiktiv und wird von Mitarbeitern betreut. Sie sind mit einem Symbol gekennzeichnet. Mit diesen Profilen können Sie chatten, aber sich nicht treffen: Physischer Kontakt ist nicht möglich.'] },
        { heading: 'Wie lösche ich mein Konto?', paragraphs: [`Gehen Sie in Ihre Einstellungen und wählen Sie „Konto löschen“. Ihr Konto ist sofort unsichtbar. Innerhalb von ${f.deletionDays} Tagen können Sie das rückgängig machen; danach werden Ihre Daten endgültig gelöscht.`] },
        { heading: 'Bekomme ich mein Geld zurück?', paragraphs: [`Sie haben ${f.refundDays} Tage Widerrufsfrist für Credits, die Sie noch nicht verwendet haben. Siehe Widerrufsbelehrung.`] },
        { heading: 'Wie erreiche ich den Kundenservice?', paragraphs: [`Schreiben Sie an ${f.email} oder rufen Sie ${f.phone} an. Wir antworten innerhalb von zwei Werktagen.`] },
      ],
    },
    'return-policy': {
      title: 'Widerrufsbelehrung',
      intro: `Als Verbraucher in der EU haben Sie das Recht, einen Kauf auf ${f.site} zu widerrufen. So funktioniert es.`,
      sections: [
        { heading: 'Widerrufsfrist', paragraphs: [`Sie können einen Credit-Kauf innerhalb von ${f.refundDays} Tagen nach der Zahlung ohne Angabe von Gründen widerrufen, solange Sie die Credits aus diesem Paket noch nicht verwendet haben.`] },
        { heading: 'Teilweise verbraucht', paragraphs: ['Indem Sie Credits verwenden, verlangen Sie die sofortige Ausführung des Dienstes. Für verbrauchte Credits erlischt das Widerrufsrecht; den ungenutzten Teil erstatten wir anteilig.'] },
        { heading: 'So beantragen Sie eine Erstattung', paragraphs: [`Schreiben Sie an ${f.email} mit Ihrer E-Mail-Adresse und dem Kaufdatum oder nutzen Sie das europäische Muster-Widerrufsformular. Wir erstatten innerhalb von 14 Tagen über dieselbe Zahlungsart.`] },
        { heading: 'Danach', paragraphs: [`Nach ${f.refundDays} Tagen sind Käufe endgültig. Hat ein technischer Fehler Sie Credits gekostet, schreiben wir sie immer gut: Wenden Sie sich an den Kundenservice.`] },
      ],
    },
    service: {
      title: 'Kundenservice',
      intro: `Fragen zu Ihrem Konto, zu Zahlungen oder einem Profil? Der Kundenservice von ${f.site} hilft Ihnen gern.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-Mail: ${f.email}`, `Telefon: ${f.phone} (werktags 9:00–17:00 Uhr)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Antwortzeit', paragraphs: ['Wir beantworten E-Mails innerhalb von zwei Werktagen. Nennen Sie die E-Mail-Adresse Ihres Kontos, dann helfen wir Ihnen schneller.'] },
        { heading: 'Ein Profil melden', paragraphs: ['Sehen Sie ein Profil, das nicht in Ordnung ist? Nutzen Sie die Melden-Schaltfläche im Profil oder das Beschwerdeformular. Wir prüfen jede Meldung.'] },
      ],
    },
  },
});

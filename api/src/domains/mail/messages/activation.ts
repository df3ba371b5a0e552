/** Texts of the activation e-mail, per locale. {name} is the member's name, {site} the site's. */
import type { Locale } from '@dating/shared-contracts';
import type { MailMessages } from './mail-messages.js';

export const ACTIVATION_MESSAGES: Record<Locale, MailMessages> = {
  nl: {
    subject: 'Bevestig je e-mailadres voor {site}',
    greeting: 'Hoi {name},',
    body: 'Bedankt voor je aanmelding bij {site}. Bevestig je e-mailadres met de knop hieronder, dan is je profiel zichtbaar en kun je berichten ontvangen.',
    action: 'E-mailadres bevestigen',
    ignore: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
  },
  en: {
    subject: 'Confirm your e-mail address for {site}',
    greeting: 'Hi {name},',
    body: 'Thank you for signing up at {site}. Confirm your e-mail address with the button below, then your profile becomes visible and you can receive messages.',
    action: 'Confirm e-mail address',
    ignore: 'Did not sign up? Then you can ignore this e-mail.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für {site}',
    greeting: 'Hallo {name},',
    body: 'Danke für deine Anmeldung bei {site}. Bestätige deine E-Mail-Adresse mit der Schaltfläche unten, dann ist dein Profil sichtbar und du kannst Nachrichten empfangen.',
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Du hast dich nicht angemeldet? Dann kannst du diese E-Mail ignorieren.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour {site}',
    greeting: 'Bonjour {name},',
    body: 'Merci de votre inscription sur {site}. Confirmez votre adresse e-mail avec le bouton ci-dessous : votre profil sera alors visible et vous pourrez recevoir des messages.',
    action: "Confirmer l'adresse e-mail",
    ignore: "Vous ne vous êtes pas inscrit ? Vous pouvez ignorer cet e-mail.",
  },
  es: {
    subject: 'Confirma tu dirección de correo para {site}',
    greeting: 'Hola {name}:',
    body: 'Gracias por registrarte en {site}. Confirma tu dirección de correo con el botón de abajo; así tu perfil será visible y podrás recibir mensajes.',
    action: 'Confirmar dirección de correo',
    ignore: '¿No te has registrado? Entonces puedes ignorar este correo.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail per {site}',
    greeting: 'Ciao {name},',
    body: 'Grazie per esserti iscritto a {site}. Conferma il tuo indirizzo e-mail con il pulsante qui sotto: il tuo profilo diventerà visibile e potrai ricevere messaggi.',
    action: 'Conferma indirizzo e-mail',
    ignore: 'Non ti sei iscritto? Puoi ignorare questa e-mail.',
  },
  da: {
    subject: 'Bekræft din e-mailadresse til {site}',
    greeting: 'Hej {name},',
    body: 'Tak for din tilmelding til {site}. Bekræft din e-mailadresse med knappen nedenfor, så bliver din profil synlig, og du kan modtage beskeder.',
    action: 'Bekræft e-mailadresse',
    ignore: 'Har du ikke tilmeldt dig? Så kan du se bort fra denne e-mail.',
  },
  nb: {
    subject: 'Bekreft e-postadressen din for {site}',
    greeting: 'Hei {name},',
    body: 'Takk for at du registrerte deg på {site}. Bekreft e-postadressen din med knappen nedenfor, så blir profilen din synlig og du kan motta meldinger.',
    action: 'Bekreft e-postadresse',
    ignore: 'Har du ikke registrert deg? Da kan du se bort fra denne e-posten.',
  },
  sv: {
    subject: 'Bekräfta din e-postadress för {site}',
    greeting: 'Hej {name},',
    body: 'Tack för att du registrerade dig på {site}. Bekräfta din e-postadress med knappen nedan, så blir din profil synlig och du kan ta emot meddelanden.',
    action: 'Bekräfta e-postadress',
    ignore: 'Har du inte registrerat dig? Då kan du bortse från det här mejlet.',
  },
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi palveluun {site}',
    greeting: 'Hei {name},',
    body: 'Kiitos rekisteröitymisestäsi palveluun {site}. Vahvista sähköpostiosoitteesi alla olevalla painikkeella, niin profiilisi tulee näkyviin ja voit vastaanottaa viestejä.',
    action: 'Vahvista sähköpostiosoite',
    ignore: 'Etkö rekisteröitynyt? Voit jättää tämän viestin huomiotta.',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w {site}',
    greeting: 'Cześć {name},',
    body: 'Dziękujemy za rejestrację w {site}. Potwierdź swój adres e-mail przyciskiem poniżej, a Twój profil stanie się widoczny i będziesz mógł otrzymywać wiadomości.',
    action: 'Potwierdź adres e-mail',
    ignore: 'Nie rejestrowałeś się? W takim razie zignoruj tę wiadomość.',
  },
};

/** Texts of the password reset e-mail, per locale. {name}, {site}, {minutes} (link lifetime). */
import type { Locale } from '@dating/shared-contracts';
import type { MailMessages } from './mail-messages.js';

export const PASSWORD_RESET_MESSAGES: Record<Locale, MailMessages> = {
  nl: {
    subject: 'Nieuw wachtwoord instellen voor {site}',
    greeting: 'Hoi {name},',
    body: 'Je hebt gevraagd om een nieuw wachtwoord voor {site}. Stel het in met de knop hieronder; de link is {minutes} minuten geldig en werkt één keer.',
    action: 'Nieuw wachtwoord instellen',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
  },
  en: {
    subject: 'Set a new password for {site}',
    greeting: 'Hi {name},',
    body: 'You asked for a new password for {site}. Set it with the button below; the link is valid for {minutes} minutes and works once.',
    action: 'Set a new password',
    ignore: 'Did not ask for this? Then you can ignore this e-mail; your password stays the same.',
  },
  de: {
    subject: 'Neues Passwort für {site} festlegen',
    greeting: 'Hallo {name},',
    body: 'Du hast ein neues Passwort für {site} angefordert. Lege es mit der Schaltfläche unten fest; der Link ist {minutes} Minuten gültig und funktioniert einmal.',
    action: 'Neues Passwort festlegen',
    ignore: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Choisir un nouveau mot de passe pour {site}',
    greeting: 'Bonjour {name},',
    body: 'Vous avez demandé un nouveau mot de passe pour {site}. Choisissez-le avec le bouton ci-dessous ; le lien est valable {minutes} minutes et ne fonctionne qu’une fois.',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Vous n’avez rien demandé ? Vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Establece una nueva contraseña para {site}',
    greeting: 'Hola {name}:',
    body: 'Has pedido una nueva contraseña para {site}. Establécela con el botón de abajo; el enlace es válido durante {minutes} minutos y funciona una sola vez.',
    action: 'Establecer nueva contraseña',
    ignore: '¿No lo has pedido tú? Entonces puedes ignorar este correo; tu contraseña no cambia.',
  },
  it: {
    subject: 'Imposta una nuova password per {site}',
    greeting: 'Ciao {name},',
    body: 'Hai chiesto una nuova password per {site}. Impostala con il pulsante qui sotto; il link è valido per {minutes} minuti e funziona una sola volta.',
    action: 'Imposta nuova password',
    ignore: 'Non l’hai chiesto tu? Puoi ignorare questa e-mail; la tua password resta invariata.',
  },
  da: {
    subject: 'Vælg en ny adgangskode til {site}',
    greeting: 'Hej {name},',
    body: 'Du har bedt om en ny adgangskode til {site}. Vælg den med knappen nedenfor; linket gælder i {minutes} minutter og virker én gang.',
    action: 'Vælg ny adgangskode',
    ignore: 'Har du ikke bedt om dette? Så kan du se bort fra denne e-mail; din adgangskode forbliver uændret.',
  },
  nb: {
    subject: 'Velg et nytt passord for {site}',
    greeting: 'Hei {name},',
    body: 'Du har bedt om et nytt passord for {site}. Velg det med knappen nedenfor; lenken gjelder i {minutes} minutter og virker én gang.',
    action: 'Velg nytt passord',
    ignore: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten; passordet ditt forblir uendret.',
  },
  sv: {
    subject: 'Välj ett nytt lösenord för {site}',
    greeting: 'Hej {name},',
    body: 'Du har bett om ett nytt lösenord för {site}. Välj det med knappen nedan; länken gäller i {minutes} minuter och fungerar en gång.',
    action: 'Välj nytt lösenord',
    ignore: 'Har du inte bett om detta? Då kan du bortse från det här mejlet; ditt lösenord är oförändrat.',
  },
  fi: {
    subject: 'Aseta uusi salasana palveluun {site}',
    greeting: 'Hei {name},',
    body: 'Pyysit uutta salasanaa palveluun {site}. Aseta se alla olevalla painikkeella; linkki on voimassa {minutes} minuuttia ja toimii kerran.',
    action: 'Aseta uusi salasana',
    ignore: 'Etkö pyytänyt tätä? Voit jättää tämän viestin huomiotta; salasanasi pysyy ennallaan.',
  },
  pl: {
    subject: 'Ustaw nowe hasło w {site}',
    greeting: 'Cześć {name},',
    body: 'Poprosiłeś o nowe hasło w {site}. Ustaw je przyciskiem poniżej; link jest ważny przez {minutes} minut i działa jeden raz.',
    action: 'Ustaw nowe hasło',
    ignore: 'To nie Ty? W takim razie zignoruj tę wiadomość; Twoje hasło pozostaje bez zmian.',
  },
};

/** Dutch texts of mf-account (the default locale; every other locale has the same keys). */
export const messages = {
  'common.next': 'Volgende',
  'common.back': 'Vorige',
  'common.close': 'Sluiten',
  'common.toMembers': 'Naar de leden',
  'common.toLogin': 'Naar inloggen',
  'common.emailLabel': 'E-mailadres',
  'common.passwordLabel': 'Wachtwoord',

  'login.title': 'Inloggen',
  'login.submit': 'Inloggen',
  'login.forgotPassword': 'Wachtwoord vergeten?',
  'login.noAccount': 'Nog geen account?',
  'login.signupLink': 'Meld je gratis aan',

  'signup.title': 'Gratis aanmelden',
  'signup.progress': 'Stap {step} van {total}',
  'signup.gender.legend': 'Ik ben een',
  'signup.gender.male': 'Man',
  'signup.gender.female': 'Vrouw',
  'signup.seeking.legend': 'Ik zoek',
  'signup.seeking.male': 'Mannen',
  'signup.seeking.female': 'Vrouwen',
  'signup.name': 'Profielnaam',
  'signup.nameHint': 'Deze naam zien andere leden. Gebruik niet je e-mailadres.',
  'signup.dateOfBirth': 'Geboortedatum',
  'signup.dateOfBirthHint': 'Je moet {min_age}+ zijn.',
  'signup.passwordHint': 'Minimaal {min} tekens.',
  'signup.message': 'Bericht bij je aanmelding (optioneel)',
  'signup.submit': 'Account aanmaken',
  'signup.terms': 'Door je aan te melden ga je akkoord met de <terms>algemene voorwaarden</terms> en het <privacy>privacybeleid</privacy>.',
  'signup.haveAccount': 'Heb je al een account?',
  'signup.loginWithEmail': 'Log in met dit e-mailadres',
  'signup.contactSupport': 'Mail de klantenservice: {email}',
  'signup.complete.title': 'Controleer je e-mail',
  'signup.complete.text': 'We hebben een bevestigingsmail gestuurd naar {email}. Je ontvangt hem binnen 1 minuut.',
  'signup.complete.action': 'Klik op de link in de e-mail om je account te activeren.',
  'signup.complete.spam': 'Niets ontvangen? Kijk ook in je map met ongewenste e-mail.',

  'reset.title': 'Wachtwoord vergeten',
  'reset.intro': 'Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord in te stellen.',
  'reset.submit': 'Stuur de link',
  'reset.sent': 'We hebben een e-mail gestuurd naar {email}. De link erin is {minutes} minuten geldig.',
  'reset.backToLogin': 'Terug naar inloggen',

  'resetDo.title': 'Nieuw wachtwoord instellen',
  'resetDo.password': 'Nieuw wachtwoord',
  'resetDo.confirmation': 'Herhaal je nieuwe wachtwoord',
  'resetDo.submit': 'Wachtwoord opslaan',
  'resetDo.done': 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  'resetDo.requestNew': 'Vraag een nieuwe link aan',

  'activateDone.title': 'Je account is bevestigd',
  'activateDone.text': 'Bedankt! Je e-mailadres is bevestigd en je profiel is nu zichtbaar voor andere leden.',

  'activateError.title': 'Activeren mislukt',
  'activateError.resend': 'Stuur een nieuwe bevestigingsmail',
  'activateError.resent': 'We hebben een nieuwe bevestigingsmail gestuurd naar {email}. Je ontvangt hem binnen 1 minuut.',
  'activateError.loginFirst': 'Log in om een nieuwe bevestigingsmail te laten sturen.',
  'activateError.alreadyConfirmed': 'Je account is al bevestigd.',
} as const satisfies Record<string, string>;

/** A key of mf-account's texts. */
export type MessageKey = keyof typeof messages;
/** One locale's texts: every locale has exactly the Dutch keys. */
export type Messages = Record<MessageKey, string>;

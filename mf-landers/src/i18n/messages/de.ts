/** de texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Diese Seite gibt es nicht',
  'token.home': 'Zurück zur Startseite',
  'head.pages-terms.title': 'AGB – {site}',
  'head.pages-terms.description': 'Die Allgemeinen Geschäftsbedingungen von {site}: Mitgliedschaft, Credits und Premium, fiktive Profile, Verhaltensregeln und Kündigung.',
  'head.pages-privacy.title': 'Datenschutzerklärung – {site}',
  'head.pages-privacy.description': 'Wie {site} Ihre personenbezogenen Daten nach der DSGVO verarbeitet, wie lange wir sie speichern und welche Rechte Sie haben.',
  'head.pages-cookies.title': 'Cookie-Richtlinie – {site}',
  'head.pages-cookies.description': 'Welche Cookies und welchen lokalen Speicher {site} nutzt und warum: nur das Nötige, keine Tracking-Cookies Dritter.',
  'head.pages-ban.title': 'Zugangssperre – {site}',
  'head.pages-ban.description': 'Wann {site} ein Konto oder eine IP-Adresse sperrt, was eine Sperre bedeutet und wie Sie widersprechen.',
  'head.pages-faq.title': 'Häufige Fragen – {site}',
  'head.pages-faq.description': 'Antworten zu {site}: kostenlose Anmeldung, Credits, Premium, fiktive Profile, Konto löschen und Erstattung.',
  'head.pages-return-policy.title': 'Widerrufsbelehrung – {site}',
  'head.pages-return-policy.description': 'Ihre Widerrufsfrist bei {site}: So widerrufen Sie einen Credit-Kauf und beantragen eine Erstattung.',
  'head.pages-service.title': 'Kundenservice – {site}',
  'head.pages-service.description': 'Kontaktieren Sie den Kundenservice von {site} per E-Mail oder Telefon. Wir antworten innerhalb von zwei Werktagen.',
  'index.title': 'Landers',
};

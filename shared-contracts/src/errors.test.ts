import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorText } from './error-catalogue.js';
import { loadErrorTexts, loadedErrorText } from './errors.js';
import { LOCALES } from './locales.js';

describe('error catalogue', () => {
  it('has every code in all eleven languages, non-empty, with the same placeholders', () => {
    for (const [code, texts] of Object.entries(ERROR_TEXTS)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const locale of LOCALES) {
        expect(texts[locale], `${code}.${locale}`).toBeTruthy();
        expect(placeholders(texts[locale]), `${code}.${locale}`).toEqual(placeholders(texts.nl));
      }
    }
  });

  it('keeps the spec texts verbatim in Dutch', () => {
    expect(errorText('login_failed', 'nl')).toBe('Login mislukt, probeer opnieuw');
    expect(errorText('email_taken', 'nl')).toBe('Dit e-mailadres heeft al een account op deze site.');
    expect(errorText('invalid_email', 'nl')).toBe('Ongeldige e-mail');
    expect(errorText('date_of_birth_required', 'nl')).toBe('Vul uw geboortedatum in');
    expect(errorText('passwords_differ', 'nl')).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    expect(errorText('email_not_found', 'nl')).toBe('E-mailadres niet gevonden');
    expect(errorText('too_many_resets', 'nl')).toBe('probeer het morgen nog eens');
    expect(errorText('generic', 'nl')).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
    expect(errorText('old_password_wrong', 'nl')).toBe('Controleer je oude wachtwoord.');
  });

  it('fills placeholders', () => {
    expect(errorText('login_blocked', 'en', { minutes: 12 })).toContain('12 min');
    expect(errorText('too_young', 'nl', { min_age: 18 })).toContain('18+');
  });

  it('loads one language for a browser, the same texts as the catalogue', async () => {
    expect(loadedErrorText('login_failed', 'sv')).toBe('login_failed');
    const sv = await loadErrorTexts('sv');
    expect(sv.login_failed).toBe(ERROR_TEXTS.login_failed.sv);
    expect(loadedErrorText('too_young', 'sv', { min_age: 21 })).toContain('21+');
  });
});

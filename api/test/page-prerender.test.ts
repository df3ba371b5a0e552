/** The page rendered ahead as the server sends it: a stand-in no one can submit or find by test id. */
import { describe, expect, it } from 'vitest';
import { prerenderedParts, standInForms } from '../src/http/page-prerender.js';

describe('page rendered ahead', () => {
  it('makes a stand-in form post-only with its submit buttons disabled, keeping a form that names its method', () => {
    expect(standInForms('<form noValidate="" aria-label="Inloggen"><input name="password"/><button type="button">Toon</button><button type="submit" class="x">Inloggen</button></form>')).toBe(
      '<form method="post" noValidate="" aria-label="Inloggen"><input name="password"/><button type="button">Toon</button><button disabled="" type="submit" class="x">Inloggen</button></form>',
    );
    expect(standInForms('<form method="get" action="/members">')).toBe('<form method="get" action="/members">');
  });

  it('sends the stand-in without test ids, its forms guarded, the shell root hidden', () => {
    const { head, body } = prerenderedParts({ html: '<form data-testid="login-form"><button data-testid="login-submit" type="submit">Inloggen</button></form>', css: '' }, 'Flirtpunt');
    expect(body).toContain('<form method="post"><button disabled="" type="submit">Inloggen</button></form>');
    expect(body).not.toContain('data-testid');
    expect(head).toContain('#root{display:none!important}');
  });
});

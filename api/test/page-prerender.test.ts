/** The page rendered ahead as the server sends it: a stand-in no one can submit or find by test id. */
import { describe, expect, it } from 'vitest';
import { prerenderedParts, standInForms } from '../src/http/page-prerender.js';

describe('page rendered ahead', () => {
  it('makes a stand-in form post-only and not submittable, keeping a form that names its method', () => {
    expect(standInForms('<form noValidate="" aria-label="Inloggen"><input name="password"/></form>')).toBe(
      '<form method="post" onsubmit="return false" noValidate="" aria-label="Inloggen"><input name="password"/></form>',
    );
    expect(standInForms('<form method="get" action="/members">')).toBe('<form method="get" action="/members">');
  });

  it('sends the stand-in without test ids, its forms guarded, the shell root hidden', () => {
    const { head, body } = prerenderedParts({ html: '<form data-testid="login-form"><button data-testid="login-submit">Inloggen</button></form>', css: '' }, 'Flirtpunt');
    expect(body).toContain('<form method="post" onsubmit="return false"><button>Inloggen</button></form>');
    expect(body).not.toContain('data-testid');
    expect(head).toContain('#root{display:none!important}');
  });
});

/** Where to go after logging in: a same-site path from ?redirect=, never another site (open redirect). */

/** The redirect path when it is a plain same-site path, else null. */
export function safeRedirect(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

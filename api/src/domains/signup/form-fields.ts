/**
 * A classic form posts flat fields: tracking arrives as "tracking[network]" (or "tracking.network")
 * and untouched optional inputs as empty strings. This reshapes such a body into the JSON shape
 * the schema checks, so a form and a script get the same rules and messages.
 */

/** Optional fields whose empty value means "not given". */
const OPTIONAL = new Set(['date_of_birth', 'signup_message', 'gender', 'seeking', 'country']);
const TRACKING_KEY = /^tracking(?:\[(\w+)\]|\.(\w+))$/;

/** The body of a form post in the signup request shape; other bodies are returned as they are. */
export function signupBodyFromForm(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const shaped: Record<string, unknown> = {};
  const tracking: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const trackingKey = TRACKING_KEY.exec(key);
    if (trackingKey) {
      if (value !== '') tracking[trackingKey[1] ?? trackingKey[2]!] = value;
    } else if (!(OPTIONAL.has(key) && value === '')) {
      shaped[key] = value;
    }
  }
  if (Object.keys(tracking).length) shaped.tracking = tracking;
  return shaped;
}

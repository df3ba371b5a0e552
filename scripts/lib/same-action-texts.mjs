// The same action is worded the same way wherever it appears, in every language: buttons
// read as a person would say them, and one action does not change its name from app to app.
// Each group lists `app:key` of buttons and links that do one thing; scripts/check-messages.mjs
// fails when their texts differ in any locale. A key whose Dutch text matches another's but means
// something else (a heading, a noun in a sentence) does not belong in a group.
// SAME_FIELD_TEXTS does the same for the label of one profile field shown by several apps (the
// member's own form in mf-account, another member's profile in mf-search): one field, one name.

/** Groups of `app:key` that name one action; their texts must be equal per locale. */
export const SAME_ACTION_TEXTS = {
  'log in': ['shell:nav.login', 'mf-account:login.submit', 'mf-search:visitor.login'],
  'sign up for free': ['mf-search:visitor.signup', 'mf-landers:cta.signup'],
  'try again': ['shell:remote.retry', 'mf-search:common.retry', 'mf-likes:likes.retry', 'mf-payments:common.retry'],
  close: ['shell:common.close', 'mf-account:common.close', 'mf-search:common.close', 'mf-likes:common.close', 'mf-payments:common.close'],
  cancel: ['mf-account:common.cancel', 'mf-search:common.cancel'],
  like: ['mf-search:visitor.like', 'mf-search:swipe.like', 'mf-likes:like.button.like'],
  'go premium': ['mf-search:swipe.premium', 'mf-account:photos.toPremium'],
  'add a photo': ['shell:alert.photoAction', 'mf-account:photos.add'],
  'search members': ['mf-search:members.title', 'mf-likes:likes.empty.action'],
  'go to search': ['mf-search:profile.toSearch', 'mf-search:swipe.toSearch', 'mf-search:finder.toSearch'],
  'back to the home page': ['shell:error.backHome', 'mf-landers:token.home'],
  'chat with someone': ['mf-likes:match.chat', 'mf-landers:profile.chatWith'],
  'send a message': ['mf-search:profile.message', 'mf-likes:match.modal.message'],
};

/**
 * Groups of `app:key` that label one profile field; their texts must be equal per locale. Not here:
 * field.signup_reason, which asks the member in their own form ("Reason for signing up") and
 * describes another member on a profile ("Here for"): two sentences, not one label.
 */
export const SAME_FIELD_TEXTS = {
  'sexual orientation': ['mf-account:field.sexuality', 'mf-search:field.sexuality'],
  'hair colour': ['mf-account:field.hair_colour', 'mf-search:field.hair_colour'],
  'eye colour': ['mf-account:field.eye_colour', 'mf-search:field.eye_colour'],
  'body type': ['mf-account:field.body_type', 'mf-search:field.body_type'],
  'relationship status': ['mf-account:field.relationship_status', 'mf-search:field.relationship_status'],
  tattoos: ['mf-account:field.tattoos', 'mf-search:field.tattoos'],
};

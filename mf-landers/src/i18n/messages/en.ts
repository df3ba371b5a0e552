/** en texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'This page does not exist',
  'token.home': 'Back to the home page',
  'head.pages-terms.title': 'Terms and conditions – {site}',
  'head.pages-terms.description': 'The terms of {site}: membership, credits and premium, fictional profiles, rules of conduct and cancelling.',
  'head.pages-privacy.title': 'Privacy notice – {site}',
  'head.pages-privacy.description': 'How {site} processes your personal data under the GDPR, how long we keep it and which rights you have.',
  'head.pages-cookies.title': 'Cookie policy – {site}',
  'head.pages-cookies.description': 'Which cookies and local storage {site} uses and why: only what is needed, no third-party tracking cookies.',
  'head.pages-ban.title': 'Access ban – {site}',
  'head.pages-ban.description': 'When {site} blocks an account or IP address, what a block means and how to object.',
  'head.pages-faq.title': 'Frequently asked questions – {site}',
  'head.pages-faq.description': 'Answers about {site}: free signup, credits, premium, fictional profiles, deleting your account and refunds.',
  'head.pages-return-policy.title': 'Return policy – {site}',
  'head.pages-return-policy.description': 'Your cooling-off period at {site}: how to withdraw from a purchase of credits and ask for a refund.',
  'head.pages-service.title': 'Customer service – {site}',
  'head.pages-service.description': 'Contact the customer service of {site} by e-mail or phone. We answer within two working days.',
  'index.title': 'Landers',
};

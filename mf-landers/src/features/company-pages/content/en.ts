/** English company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Company details',
    company: 'Company',
    address: 'Address',
    registration: 'Chamber of Commerce no.',
    vat: 'VAT number',
    tradenames: 'Trade names',
    phone: 'Phone',
    email: 'E-mail',
    version: 'Version',
  },
  pages: {
    terms: {
      title: 'Terms and conditions',
      intro: `${f.site} (${f.domain}) is a service of ${f.company}, which sets these terms for its use. By signing up you accept them. Version of ${f.termsDate}.`,
      sections: [
        { heading: '1. The service', paragraphs: [`${f.site} is an online platform where adults meet and chat. ${f.company} provides the service; the success of any contact is not guaranteed.`] },
        { heading: '2. Membership', paragraphs: [`You must be at least ${f.minAge} years old. You give correct details when signing up, keep your password secret and hold only one account. Your account is personal and cannot be transferred.`] },
        { heading: '3. Credits and premium', paragraphs: [`Messages, photos and gifts cost credits; a message costs ${f.messageCredits} credits. You buy credits in packages at the price shown before payment. Your first purchase makes you a premium member: you see every photo and use every premium feature. Credits are not money, are not refunded except as the return policy describes, and lapse when your account is finally deleted.`] },
        { heading: '4. Fictional profiles', paragraphs: ['Some profiles are fictional and run by staff for entertainment. These profiles carry a symbol. No physical contact is possible with fictional profiles and no dates are arranged.'] },
        { heading: '5. Rules of conduct', paragraphs: ['You respect other members. Not allowed are, among other things:'], list: ['harassment, threats, discrimination or hate speech', 'advertising, spam or recruiting members for other services', 'content involving minors or content you have no right to share', 'asking others for payment details, phone numbers or addresses'] },
        { heading: '6. Cancelling and deleting', paragraphs: [`You can delete your account at any time in your settings. Within ${f.deletionDays} days you can undo the deletion through the link in your e-mail; after that your personal data is erased. If you break these terms we may block your account (see Access ban).`] },
        { heading: '7. Liability', paragraphs: [`${f.company} is not liable for damage caused by other members' behaviour or by the service being temporarily unavailable, except in case of intent or gross negligence. Your statutory rights as a consumer are not affected.`] },
        { heading: '8. Governing law and complaints', paragraphs: [`These terms are governed by the law of ${f.country}. You can file a complaint through the complaints form or with customer service (${f.email}); we answer within 14 days. You may also use the European ODR platform (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Privacy notice',
      intro: `${f.company}, ${f.address}, ${f.city}, is the controller of your personal data on ${f.site} under the General Data Protection Regulation (GDPR).`,
      sections: [
        { heading: 'What data we process', paragraphs: ['We process only what the service needs:'], list: ['account data: e-mail address, name, date of birth, password (only as a hash)', 'profile details and photos you enter or upload yourself', 'messages, likes and blocks', 'purchases and credit use', 'technical data: IP address, browser, language and country'] },
        { heading: 'Why, and on what legal basis', paragraphs: ['We use your data to perform our contract with you (account, chat, payments), to meet legal obligations (bookkeeping, 7 years) and for our legitimate interest in security and preventing abuse. We send newsletters and push messages only with your consent, which you can withdraw at any time.'] },
        { heading: 'Sensitive data', paragraphs: ['Your sexual orientation is special-category data. You share it voluntarily on your profile; we use it only to show your profile and build search results.'] },
        { heading: 'How long we keep data', paragraphs: [`After you delete your account we keep your data for ${f.deletionDays} more days so you can reactivate it; then we erase it. Payment records are kept as long as the law requires.`] },
        { heading: 'Recipients', paragraphs: ['We share data only with processors that help us (hosting, payment providers, e-mail), under a data processing agreement, inside the European Economic Area or with appropriate safeguards. We never sell your data.'] },
        { heading: 'Your rights', paragraphs: [`You have the right of access, rectification, erasure, restriction, portability and objection. You can download your data yourself in your settings or send a request to ${f.email}. You can complain to the Dutch Data Protection Authority or the supervisory authority of your own country.`] },
      ],
    },
    cookies: {
      title: 'Cookie policy',
      intro: `${f.site} uses as few cookies as possible. Here is which ones and why.`,
      sections: [
        { heading: 'Necessary cookies', paragraphs: ['These make the site work and need no consent:'], list: ['the login cookie (30 days) keeps you logged in; it holds a random key, no personal data', 'i18n_redirected (365 days) remembers your language'] },
        { heading: 'Local storage', paragraphs: ['In your browser we remember whether you dismissed notices and, if you came through an advertisement, where your visit came from (30 days), so we can settle with partners correctly.'] },
        { heading: 'No third-party tracking cookies', paragraphs: ['We set no advertising or analytics cookies of third parties. If that changes, we will ask for your consent first.'] },
        { heading: 'Removing cookies', paragraphs: ['You can always remove cookies in your browser settings. You will then be logged out and your language choice is forgotten.'] },
      ],
    },
    ban: {
      title: 'Access ban',
      intro: `To keep ${f.site} safe we can refuse members access. Here is when, and what you can do then.`,
      sections: [
        { heading: 'When we block', paragraphs: ['We block an account or IP address for serious or repeated breaches of the terms, such as:'], list: [`users younger than ${f.minAge}`, 'harassment, threats or hate speech', 'spam, scams or advertising', 'payment fraud or chargebacks without reason', 'getting round an earlier block'] },
        { heading: 'What a block means', paragraphs: ['You can no longer log in and your profile is no longer visible to anyone. Unused credits lapse when an account is blocked for fraud or abuse.'] },
        { heading: 'Objecting', paragraphs: [`Think we made a mistake? E-mail ${f.email} within 30 days with your e-mail address and an explanation. We review your objection within 14 days.`] },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      intro: `Answers to the questions we are asked most about ${f.site}.`,
      sections: [
        { heading: 'Is signing up free?', paragraphs: ['Yes. Signing up, making a profile, searching and sending likes are free. Messages, photos and gifts use credits.'] },
        { heading: 'How do credits work?', paragraphs: [`You buy credits in packages. A message costs ${f.messageCredits} credits; photos and gifts cost credits too. You always see the cost first. There is no subscription: you pay only for what you buy.`] },
        { heading: 'What is premium?', paragraphs: ['Your first credit purchase makes you a premium member. You then see every photo unblurred, can upload more photos and use every feature without limits.'] },
        { heading: 'Are all profiles real?', paragraphs: ['No. Some profiles are fictional and run by staff. They carry a symbol. You can chat with these profiles but not meet them: physical contact is not possible.'] },
        { heading: 'How do I delete my account?', paragraphs: [`Go to your settings and choose "delete account". Your account is hidden at once. Within ${f.deletionDays} days you can undo this; after that your data is erased for good.`] },
        { heading: 'Can I get my money back?', paragraphs: [`You have ${f.refundDays} days to withdraw from a purchase of credits you have not used yet. See the return policy.`] },
        { heading: 'How do I reach customer service?', paragraphs: [`E-mail ${f.email} or call ${f.phone}. We answer within two working days.`] },
      ],
    },
    'return-policy': {
      title: 'Return policy',
      intro: `As a consumer in the EU you have the right to withdraw from a purchase on ${f.site}. This is how it works.`,
      sections: [
        { heading: 'Cooling-off period', paragraphs: [`You can withdraw from a purchase of credits within ${f.refundDays} days of payment without giving a reason, as long as you have not used the credits of that package.`] },
        { heading: 'Partly used', paragraphs: ['By using credits you ask us to deliver the service at once. The right of withdrawal ends for credits you used; we refund the unused part pro rata.'] },
        { heading: 'How to ask for a refund', paragraphs: [`E-mail ${f.email} with your e-mail address and the date of purchase, or use the European model withdrawal form. We refund within 14 days through the same payment method.`] },
        { heading: 'Afterwards', paragraphs: [`After ${f.refundDays} days purchases are final. If a technical fault cost you credits we always restore them: contact customer service.`] },
      ],
    },
    service: {
      title: 'Customer service',
      intro: `Questions about your account, payments or a profile? The customer service of ${f.site} is glad to help.`,
      sections: [
        { heading: 'Contact', paragraphs: [`E-mail: ${f.email}`, `Phone: ${f.phone} (working days 9:00–17:00 CET)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Response time', paragraphs: ['We answer e-mails within two working days. Mention the e-mail address of your account so we can help you faster.'] },
        { heading: 'Reporting a profile', paragraphs: ['See a profile that is not right? Use the report button on the profile or the complaints form. We look at every report.'] },
      ],
    },
  },
});

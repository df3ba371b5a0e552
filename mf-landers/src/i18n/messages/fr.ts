/** fr texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Cette page n’existe pas',
  'token.home': 'Retour à l’accueil',
  'head.pages-terms.title': 'Conditions générales – {site}',
  'head.pages-terms.description': 'Les conditions de {site} : adhésion, crédits et premium, profils fictifs, règles de conduite et résiliation.',
  'head.pages-privacy.title': 'Politique de confidentialité – {site}',
  'head.pages-privacy.description': 'Comment {site} traite vos données personnelles selon le RGPD, combien de temps nous les gardons et quels sont vos droits.',
  'head.pages-cookies.title': 'Politique en matière de cookies – {site}',
  'head.pages-cookies.description': 'Les cookies et le stockage local utilisés par {site} et pourquoi : le strict nécessaire, aucun cookie de suivi tiers.',
  'head.pages-ban.title': 'Interdiction d’accès – {site}',
  'head.pages-ban.description': 'Quand {site} bloque un compte ou une adresse IP, ce que signifie un blocage et comment le contester.',
  'head.pages-faq.title': 'Questions fréquentes – {site}',
  'head.pages-faq.description': 'Réponses sur {site} : inscription gratuite, crédits, premium, profils fictifs, suppression du compte et remboursement.',
  'head.pages-return-policy.title': 'Politique de retour – {site}',
  'head.pages-return-policy.description': 'Votre délai de rétractation sur {site} : comment annuler un achat de crédits et demander un remboursement.',
  'head.pages-service.title': 'Service client – {site}',
  'head.pages-service.description': 'Contactez le service client de {site} par e-mail ou par téléphone. Nous répondons sous deux jours ouvrés.',
  'index.title': 'Landers',
};

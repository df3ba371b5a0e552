/** French company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Informations sur la société',
    company: 'Société',
    address: 'Adresse',
    registration: 'N° de registre du commerce (KvK)',
    vat: 'N° de TVA',
    tradenames: 'Noms commerciaux',
    phone: 'Téléphone',
    email: 'E-mail',
    version: 'Version',
  },
  pages: {
    terms: {
      title: 'Conditions générales',
      intro: `${f.site} (${f.domain}) est un service de ${f.company}, qui fixe ces conditions d’utilisation. En vous inscrivant, vous les acceptez. Version du ${f.termsDate}.`,
      sections: [
        { heading: '1. Le service', paragraphs: [`${f.site} est une plateforme en ligne où des adultes se rencontrent et discutent. ${f.company} fournit le service ; le succès d’un contact n’est pas garanti.`] },
        { heading: '2. Adhésion', paragraphs: [`Vous devez avoir au moins ${f.minAge} ans. Vous donnez des informations exactes à l’inscription, gardez votre mot de passe secret et n’avez qu’un seul compte. Votre compte est personnel et non transférable.`] },
        { heading: '3. Crédits et premium', paragraphs: [`Les messages, photos et cadeaux coûtent des crédits ; un message coûte ${f.messageCredits} crédits. Vous achetez des crédits par packs au prix affiché avant le paiement. Votre premier achat fait de vous un membre premium : vous voyez toutes les photos et utilisez toutes les fonctions premium. Les crédits ne sont pas de l’argent, ne sont remboursés que selon la politique de retour et expirent à la suppression définitive de votre compte.`] },
        { heading: '4. Profils fictifs', paragraphs: ['Une partie des profils est fictive et animée par notre équipe à des fins de divertissement. Ces profils portent un symbole. Aucun contact physique n’est possible avec eux et aucun rendez-vous n’est organisé.'] },
        { heading: '5. Règles de conduite', paragraphs: ['Vous respectez les autres membres. Sont notamment interdits :'], list: ['le harcèlement, les menaces, la discrimination ou l’incitation à la haine', 'la publicité, le spam ou le démarchage de membres pour d’autres services', 'tout contenu impliquant des mineurs ou que vous n’avez pas le droit de partager', 'demander à d’autres leurs données de paiement, numéros de téléphone ou adresses'] },
        { heading: '6. Résiliation et suppression', paragraphs: [`Vous pouvez supprimer votre compte à tout moment dans vos paramètres. Pendant ${f.deletionDays} jours, vous pouvez annuler la suppression via le lien reçu par e-mail ; ensuite vos données personnelles sont effacées. En cas de violation de ces conditions, nous pouvons bloquer votre compte (voir Interdiction d’accès).`] },
        { heading: '7. Responsabilité', paragraphs: [`${f.company} n’est pas responsable des dommages causés par le comportement d’autres membres ou par une indisponibilité temporaire du service, sauf faute intentionnelle ou lourde. Vos droits légaux de consommateur ne sont pas affectés.`] },
        { heading: '8. Droit applicable et réclamations', paragraphs: [`Ces conditions sont régies par le droit de ${f.country}. Vous pouvez déposer une réclamation via le formulaire de réclamation ou auprès du service client (${f.email}) ; nous répondons sous 14 jours. Vous pouvez aussi utiliser la plateforme européenne RLL (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro: `${f.company}, ${f.address}, ${f.city}, est responsable du traitement de vos données personnelles sur ${f.site} au sens du Règlement général sur la protection des données (RGPD).`,
      sections: [
        { heading: 'Les données que nous traitons', paragraphs: ['Nous ne traitons que ce dont le service a besoin :'], list: ['données de compte : adresse e-mail, nom, date de naissance, mot de passe (uniquement sous forme de hachage)', 'informations de profil et photos que vous saisissez ou téléchargez vous-même', 'messages, likes et blocages', 'achats et utilisation des crédits', 'données techniques : adresse IP, navigateur, langue et pays'] },
        { heading: 'Finalités et bases légales', paragraphs: ['Nous utilisons vos données pour exécuter notre contrat avec vous (compte, chat, paiements), pour respecter nos obligations légales (comptabilité, 7 ans) et pour notre intérêt légitime à la sécurité et à la prévention des abus. Nous n’envoyons de newsletters et de notifications push qu’avec votre consentement, que vous pouvez retirer à tout moment.'] },
        { heading: 'Données sensibles', paragraphs: ['Votre orientation sexuelle est une donnée sensible. Vous la partagez volontairement sur votre profil ; nous l’utilisons uniquement pour afficher votre profil et établir les résultats de recherche.'] },
        { heading: 'Durée de conservation', paragraphs: [`Après la suppression de votre compte, nous conservons vos données ${f.deletionDays} jours pour que vous puissiez le réactiver ; ensuite nous les effaçons. Les pièces comptables sont conservées aussi longtemps que la loi l’exige.`] },
        { heading: 'Destinataires', paragraphs: ['Nous ne partageons vos données qu’avec des sous-traitants qui nous aident (hébergement, prestataires de paiement, e-mail), dans le cadre d’un contrat de sous-traitance, au sein de l’Espace économique européen ou avec des garanties appropriées. Nous ne vendons jamais vos données.'] },
        { heading: 'Vos droits', paragraphs: [`Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Vous pouvez télécharger vos données vous-même dans vos paramètres ou écrire à ${f.email}. Vous pouvez introduire une réclamation auprès de l’autorité néerlandaise de protection des données ou de l’autorité de contrôle de votre pays.`] },
      ],
    },
    cookies: {
      title: 'Politique en matière de cookies',
      intro: `${f.site} utilise le moins de cookies possible. Voici lesquels et pourquoi.`,
      sections: [
        { heading: 'Cookies nécessaires', paragraphs: ['Ils font fonctionner le site et ne demandent pas de consentement :'], list: ['le cookie de connexion (30 jours) vous garde connecté ; il contient une clé aléatoire, aucune donnée personnelle', 'i18n_redirected (365 jours) mémorise votre langue'] },
        { heading: 'Stockage local', paragraphs: ['Dans votre navigateur, nous retenons si vous avez fermé des avis et, si vous êtes venu par une publicité, la provenance de votre visite (30 jours), afin de rémunérer correctement nos partenaires.'] },
        { heading: 'Pas de cookies de suivi tiers', paragraphs: ['Nous ne déposons aucun cookie publicitaire ou analytique de tiers. Si cela change, nous vous demanderons d’abord votre consentement.'] },
        { heading: 'Supprimer les cookies', paragraphs: ['Vous pouvez toujours supprimer les cookies dans les paramètres de votre navigateur. Vous serez alors déconnecté et votre choix de langue sera oublié.'] },
      ],
    },
    ban: {
      title: 'Interdiction d’accès',
      intro: `Pour garder ${f.site} sûr, nous pouvons refuser l’accès à des membres. Voici quand, et ce que vous pouvez faire alors.`,
      sections: [
        { heading: 'Quand nous bloquons', paragraphs: ['Nous bloquons un compte ou une adresse IP en cas de violation grave ou répétée des conditions, par exemple :'], list: [`utilisateurs de moins de ${f.minAge} ans`, 'harcèlement, menaces ou incitation à la haine', 'spam, escroquerie ou publicité', 'fraude au paiement ou rétrofacturations injustifiées', 'contournement d’un blocage antérieur'] },
        { heading: 'Ce que signifie un blocage', paragraphs: ['Vous ne pouvez plus vous connecter et votre profil n’est plus visible. Les crédits non utilisés expirent en cas de blocage pour fraude ou abus.'] },
        { heading: 'Contester', paragraphs: [`Vous pensez que nous nous sommes trompés ? Écrivez à ${f.email} dans les 30 jours avec votre adresse e-mail et une explication. Nous examinons votre contestation sous 14 jours.`] },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      intro: `Les réponses aux questions qu’on nous pose le plus souvent sur ${f.site}.`,
      sections: [
        { heading: 'L’inscription est-elle gratuite ?', paragraphs: ['Oui. S’inscrire, créer un profil, chercher et envoyer des likes est gratuit. Les messages, photos et cadeaux utilisent des crédits.'] },
        { heading: 'Comment fonctionnent les crédits ?', paragraphs: [`Vous achetez des crédits par packs. Un message coûte ${f.messageCredits} crédits ; les photos et cadeaux coûtent aussi des crédits. Vous voyez toujours le prix avant. Il n’y a pas d’abonnement : vous ne payez que ce que vous achetez.`] },
        { heading: 'Qu’est-ce que le premium ?', paragraphs: ['Votre premier achat de crédits fait de vous un membre premium. Vous voyez alors toutes les photos sans flou, pouvez télécharger plus de photos et utilisez toutes les fonctions sans limite.'] },
        { heading: 'Tous les profils sont-ils réels ?', paragraphs: ['Non. Une partie des profils est fictive et animée par notre équipe. Ils portent un symbole. Vous pouvez discuter avec ces profils mais pas les rencontrer : aucun contact physique n’est possible.'] },
        { heading: 'Comment supprimer mon compte ?', paragraphs: [`Allez dans vos paramètres et choisissez « supprimer le compte ». Votre compte est aussitôt masqué. Pendant ${f.deletionDays} jours, vous pouvez annuler ; ensuite vos données sont définitivement effacées.`] },
        { heading: 'Puis-je être remboursé ?', paragraphs: [`Vous disposez de ${f.refundDays} jours pour vous rétracter d’un achat de crédits non encore utilisés. Voir la politique de retour.`] },
        { heading: 'Comment joindre le service client ?', paragraphs: [`Écrivez à ${f.email} ou appelez le ${f.phone}. Nous répondons sous deux jours ouvrés.`] },
      ],
    },
    'return-policy': {
      title: 'Politique de retour',
      intro: `En tant que consommateur dans l’UE, vous avez le droit de vous rétracter d’un achat sur ${f.site}. Voici comment.`,
      sections: [
        { heading: 'Délai de rétractation', paragraphs: [`Vous pouvez vous rétracter d’un achat de crédits dans les ${f.refundDays} jours suivant le paiement, sans motif, tant que vous n’avez pas utilisé les crédits de ce pack.`] },
        { heading: 'Utilisation partielle', paragraphs: ['En utilisant des crédits, vous nous demandez d’exécuter le service immédiatement. Le droit de rétractation prend fin pour les crédits utilisés ; nous remboursons la partie non utilisée au prorata.'] },
        { heading: 'Demander un remboursement', paragraphs: [`Écrivez à ${f.email} avec votre adresse e-mail et la date d’achat, ou utilisez le formulaire type européen de rétractation. Nous remboursons sous 14 jours par le même moyen de paiement.`] },
        { heading: 'Ensuite', paragraphs: [`Après ${f.refundDays} jours, les achats sont définitifs. Si une erreur technique vous a coûté des crédits, nous les restituons toujours : contactez le service client.`] },
      ],
    },
    service: {
      title: 'Service client',
      intro: `Une question sur votre compte, un paiement ou un profil ? Le service client de ${f.site} vous aide volontiers.`,
      sections: [
        { heading: 'Contact', paragraphs: [`E-mail : ${f.email}`, `Téléphone : ${f.phone} (jours ouvrés 9h00–17h00)`, `Courrier : ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Délai de réponse', paragraphs: ['Nous répondons aux e-mails sous deux jours ouvrés. Indiquez l’adresse e-mail de votre compte pour que nous puissions vous aider plus vite.'] },
        { heading: 'Signaler un profil', paragraphs: ['Vous voyez un profil douteux ? Utilisez le bouton de signalement sur le profil ou le formulaire de réclamation. Nous examinons chaque signalement.'] },
      ],
    },
  },
});

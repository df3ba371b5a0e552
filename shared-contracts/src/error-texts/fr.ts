/** Error texts in French. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Une erreur est survenue, veuillez réessayer plus tard.',
  invalid_input: 'Les données saisies ne sont pas valides.',
  required: 'Ce champ est obligatoire.',
  too_long: 'Cette saisie est trop longue.',
  body_too_large: 'Les données envoyées sont trop volumineuses.',
  not_found: 'Introuvable.',
  swipe_limit: "Tu as déjà utilisé tes {limit} likes d'aujourd'hui. Tu pourras liker à nouveau demain.",
  age_range_invalid: "L'âge minimum ne peut pas dépasser l'âge maximum.",
  auth_required: 'Veuillez vous connecter pour continuer.',
  login_failed: 'Échec de la connexion, veuillez réessayer',
  login_blocked: 'Trop de tentatives : votre compte est bloqué pendant {minutes} min.',
  invalid_email: 'Adresse e-mail invalide',
  name_is_email: 'Votre nom ne peut pas être identique à votre adresse e-mail.',
  name_starts_with_at: 'Votre nom ne peut pas commencer par @.',
  date_of_birth_required: 'Indiquez votre date de naissance',
  too_young: 'Vous devez avoir {min_age}+ ans pour devenir membre.',
  password_too_short: 'Votre mot de passe doit contenir au moins {min} caractères.',
  email_taken: 'Cette adresse e-mail a déjà un compte sur ce site.',
  account_deleted: 'Un compte supprimé existe avec cette adresse e-mail. Veuillez contacter le service client.',
  signup_closed: "L'inscription sur ce site se fait uniquement sur invitation.",
  signup_traffic_source_only: "L'inscription sur ce site n'est possible que via l'un de nos partenaires.",
  email_not_found: 'Adresse e-mail introuvable',
  too_many_resets: 'veuillez réessayer demain',
  passwords_differ: 'Les mots de passe saisis ne correspondent pas.',
  reset_link_invalid: 'Ce lien de réinitialisation a expiré ou n’est pas valide. Veuillez en demander un nouveau.',
  activation_failed: "L'activation a échoué : le lien a expiré ou n'est pas valide.",
  old_password_wrong: 'Vérifiez votre ancien mot de passe.',
  rate_limited: 'Trop de requêtes, veuillez réessayer dans un instant.',
};

export default texts;

/** es texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Esta página no existe',
  'token.home': 'Volver a la página de inicio',
  'head.pages-terms.title': 'Condiciones generales – {site}',
  'head.pages-terms.description': 'Las condiciones de {site}: membresía, créditos y premium, perfiles ficticios, normas de conducta y baja.',
  'head.pages-privacy.title': 'Aviso de privacidad – {site}',
  'head.pages-privacy.description': 'Cómo trata {site} tus datos personales según el RGPD, cuánto tiempo los conservamos y qué derechos tienes.',
  'head.pages-cookies.title': 'Política de cookies – {site}',
  'head.pages-cookies.description': 'Qué cookies y almacenamiento local usa {site} y por qué: solo lo necesario, sin cookies de seguimiento de terceros.',
  'head.pages-ban.title': 'Prohibición de acceso – {site}',
  'head.pages-ban.description': 'Cuándo bloquea {site} una cuenta o dirección IP, qué significa un bloqueo y cómo recurrirlo.',
  'head.pages-faq.title': 'Preguntas frecuentes – {site}',
  'head.pages-faq.description': 'Respuestas sobre {site}: registro gratuito, créditos, premium, perfiles ficticios, eliminar la cuenta y reembolsos.',
  'head.pages-return-policy.title': 'Política de devoluciones – {site}',
  'head.pages-return-policy.description': 'Tu plazo de desistimiento en {site}: cómo anular una compra de créditos y pedir un reembolso.',
  'head.pages-service.title': 'Atención al cliente – {site}',
  'head.pages-service.description': 'Contacta con la atención al cliente de {site} por correo o teléfono. Respondemos en dos días laborables.',
  'index.title': 'Landers',
};

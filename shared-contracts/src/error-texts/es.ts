/** Error texts in Spanish. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Se ha producido un error, inténtalo de nuevo más tarde.',
  invalid_input: 'Los datos introducidos no son válidos.',
  required: 'Este campo es obligatorio.',
  too_long: 'Este texto es demasiado largo.',
  body_too_large: 'Los datos enviados son demasiado grandes.',
  not_found: 'No encontrado.',
  swipe_limit: 'Ya has usado tus {limit} likes de hoy. Mañana podrás dar like de nuevo.',
  age_range_invalid: 'La edad mínima no puede ser mayor que la edad máxima.',
  auth_required: 'Inicia sesión para continuar.',
  login_failed: 'Error al iniciar sesión, inténtalo de nuevo',
  login_blocked: 'Demasiados intentos: tu cuenta está bloqueada durante {minutes} min.',
  invalid_email: 'Correo electrónico no válido',
  name_is_email: 'Tu nombre no puede ser igual a tu correo electrónico.',
  name_starts_with_at: 'Tu nombre no puede empezar por @.',
  date_of_birth_required: 'Introduce tu fecha de nacimiento',
  too_young: 'Debes tener {min_age}+ años para hacerte miembro.',
  password_too_short: 'Tu contraseña debe tener al menos {min} caracteres.',
  email_taken: 'Esta dirección de correo ya tiene una cuenta en este sitio.',
  account_deleted: 'Existe una cuenta eliminada con este correo. Ponte en contacto con atención al cliente.',
  signup_closed: 'El registro en este sitio es solo por invitación.',
  signup_traffic_source_only: 'El registro en este sitio solo es posible a través de uno de nuestros socios.',
  email_not_found: 'Dirección de correo no encontrada',
  too_many_resets: 'inténtalo de nuevo mañana',
  passwords_differ: 'Las contraseñas introducidas no coinciden.',
  reset_link_invalid: 'Este enlace para restablecer la contraseña ha caducado o no es válido. Solicita uno nuevo.',
  activation_failed: 'La activación ha fallado: el enlace ha caducado o no es válido.',
  old_password_wrong: 'Comprueba tu contraseña anterior.',
  rate_limited: 'Demasiadas solicitudes, inténtalo de nuevo en un momento.',
};

export default texts;

/** Spanish company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Datos de la empresa',
    company: 'Empresa',
    address: 'Dirección',
    registration: 'N.º de registro mercantil (KvK)',
    vat: 'N.º de IVA',
    tradenames: 'Nombres comerciales',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    version: 'Versión',
  },
  pages: {
    terms: {
      title: 'Condiciones generales',
      intro: `${f.site} (${f.domain}) es un servicio de ${f.company}, que establece estas condiciones para su uso. Al registrarte las aceptas. Versión del ${f.termsDate}.`,
      sections: [
        { heading: '1. El servicio', paragraphs: [`${f.site} es una plataforma en línea donde adultos se conocen y chatean. ${f.company} presta el servicio; no se garantiza el éxito de ningún contacto.`] },
        { heading: '2. Membresía', paragraphs: [`Debes tener al menos ${f.minAge} años. Das datos correctos al registrarte, mantienes tu contraseña en secreto y tienes una sola cuenta. Tu cuenta es personal e intransferible.`] },
        { heading: '3. Créditos y premium', paragraphs: [`Los mensajes, fotos y regalos cuestan créditos; un mensaje cuesta ${f.messageCredits} créditos. Compras créditos en paquetes al precio que se muestra antes del pago. Tu primera compra te convierte en miembro premium: ves todas las fotos y usas todas las funciones premium. Los créditos no son dinero, solo se reembolsan según la política de devoluciones y caducan cuando tu cuenta se elimina definitivamente.`] },
        { heading: '4. Perfiles ficticios', paragraphs: ['Una parte de los perfiles es ficticia y la gestiona nuestro personal con fines de entretenimiento. Estos perfiles llevan un símbolo. Con ellos no es posible el contacto físico y no se conciertan citas.'] },
        { heading: '5. Normas de conducta', paragraphs: ['Respetas a los demás miembros. Entre otras cosas, no está permitido:'], list: ['el acoso, las amenazas, la discriminación o la incitación al odio', 'la publicidad, el spam o captar miembros para otros servicios', 'contenido con menores o contenido que no tienes derecho a compartir', 'pedir a otros datos de pago, números de teléfono o direcciones'] },
        { heading: '6. Baja y eliminación', paragraphs: [`Puedes eliminar tu cuenta en cualquier momento desde tus ajustes. Durante ${f.deletionDays} días puedes deshacer la eliminación con el enlace de tu correo; después se borran tus datos personales. Si incumples estas condiciones podemos bloquear tu cuenta (ver Prohibición de acceso).`] },
        { heading: '7. Responsabilidad', paragraphs: [`${f.company} no responde de los daños causados por el comportamiento de otros miembros ni por la indisponibilidad temporal del servicio, salvo dolo o culpa grave. Tus derechos legales como consumidor no se ven afectados.`] },
        { heading: '8. Ley aplicable y reclamaciones', paragraphs: [`Estas condiciones se rigen por la ley de ${f.country}. Puedes presentar una reclamación mediante el formulario de reclamaciones o ante atención al cliente (${f.email}); respondemos en 14 días. También puedes usar la plataforma europea de resolución de litigios en línea (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Aviso de privacidad',
      intro: `${f.company}, ${f.address}, ${f.city}, es responsable del tratamiento de tus datos personales en ${f.site} conforme al Reglamento General de Protección de Datos (RGPD).`,
      sections: [
        { heading: 'Qué datos tratamos', paragraphs: ['Solo tratamos lo que el servicio necesita:'], list: ['datos de la cuenta: correo electrónico, nombre, fecha de nacimiento, contraseña (solo como hash)', 'datos de perfil y fotos que tú mismo introduces o subes', 'mensajes, likes y bloqueos', 'compras y uso de créditos', 'datos técnicos: dirección IP, navegador, idioma y país'] },
        { heading: 'Finalidades y bases jurídicas', paragraphs: ['Usamos tus datos para ejecutar nuestro contrato contigo (cuenta, chat, pagos), para cumplir obligaciones legales (contabilidad, 7 años) y por nuestro interés legítimo en la seguridad y la prevención de abusos. Solo enviamos boletines y notificaciones push con tu consentimiento, que puedes retirar en cualquier momento.'] },
        { heading: 'Datos sensibles', paragraphs: ['Tu orientación sexual es un dato de categoría especial. La compartes voluntariamente en tu perfil; solo la usamos para mostrar tu perfil y generar resultados de búsqueda.'] },
        { heading: 'Plazos de conservación', paragraphs: [`Tras eliminar tu cuenta conservamos tus datos ${f.deletionDays} días más para que puedas reactivarla; después los borramos. Los registros de pago se conservan el tiempo que exige la ley.`] },
        { heading: 'Destinatarios', paragraphs: ['Solo compartimos datos con encargados que nos ayudan (alojamiento, proveedores de pago, correo electrónico), bajo un contrato de encargo, dentro del Espacio Económico Europeo o con garantías adecuadas. Nunca vendemos tus datos.'] },
        { heading: 'Tus derechos', paragraphs: [`Tienes derecho de acceso, rectificación, supresión, limitación, portabilidad y oposición. Puedes descargar tus datos tú mismo en los ajustes o enviar una solicitud a ${f.email}. Puedes reclamar ante la autoridad neerlandesa de protección de datos o ante la autoridad de control de tu país.`] },
      ],
    },
    cookies: {
      title: 'Política de cookies',
      intro: `${f.site} usa las menos cookies posibles. Aquí explicamos cuáles y por qué.`,
      sections: [
        { heading: 'Cookies necesarias', paragraphs: ['Hacen funcionar el sitio y no requieren consentimiento:'], list: ['la cookie de sesión (30 días) te mantiene conectado; contiene una clave aleatoria, ningún dato personal', 'i18n_redirected (365 días) recuerda tu idioma'] },
        { heading: 'Almacenamiento local', paragraphs: ['En tu navegador recordamos si has cerrado avisos y, si llegaste por un anuncio, el origen de tu visita (30 días), para liquidar correctamente con nuestros socios.'] },
        { heading: 'Sin cookies de seguimiento de terceros', paragraphs: ['No instalamos cookies publicitarias ni analíticas de terceros. Si esto cambia, te pediremos antes tu consentimiento.'] },
        { heading: 'Eliminar cookies', paragraphs: ['Siempre puedes eliminar las cookies en los ajustes de tu navegador. Se cerrará tu sesión y se olvidará tu idioma.'] },
      ],
    },
    ban: {
      title: 'Prohibición de acceso',
      intro: `Para mantener ${f.site} seguro podemos denegar el acceso a miembros. Aquí explicamos cuándo y qué puedes hacer.`,
      sections: [
        { heading: 'Cuándo bloqueamos', paragraphs: ['Bloqueamos una cuenta o dirección IP por incumplimientos graves o repetidos de las condiciones, como:'], list: [`usuarios menores de ${f.minAge} años`, 'acoso, amenazas o incitación al odio', 'spam, estafas o publicidad', 'fraude en pagos o devoluciones bancarias sin motivo', 'eludir un bloqueo anterior'] },
        { heading: 'Qué significa un bloqueo', paragraphs: ['Ya no puedes iniciar sesión y tu perfil deja de ser visible. Los créditos no usados caducan si el bloqueo se debe a fraude o abuso.'] },
        { heading: 'Recurrir', paragraphs: [`¿Crees que nos hemos equivocado? Escribe a ${f.email} en un plazo de 30 días con tu correo y una explicación. Revisamos tu recurso en 14 días.`] },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      intro: `Respuestas a las preguntas que más nos hacen sobre ${f.site}.`,
      sections: [
        { heading: '¿Registrarse es gratis?', paragraphs: ['Sí. Registrarse, crear un perfil, buscar y enviar likes es gratis. Los mensajes, fotos y regalos usan créditos.'] },
        { heading: '¿Cómo funcionan los créditos?', paragraphs: [`Compras créditos en paquetes. Un mensaje cuesta ${f.messageCredits} créditos; las fotos y los regalos también cuestan créditos. Siempre ves el precio antes. No hay suscripción: solo pagas lo que compras.`] },
        { heading: '¿Qué es premium?', paragraphs: ['Tu primera compra de créditos te convierte en miembro premium. Verás todas las fotos sin difuminar, podrás subir más fotos y usar todas las funciones sin límites.'] },
        { heading: '¿Todos los perfiles son reales?', paragraphs: ['No. Una parte de los perfiles es ficticia y la gestiona nuestro personal. Llevan un símbolo. Puedes chatear con ellos, pero no quedar: el contacto físico no es posible.'] },
        { heading: '¿Cómo elimino mi cuenta?', paragraphs: [`Ve a tus ajustes y elige «eliminar cuenta». Tu cuenta se oculta al instante. Durante ${f.deletionDays} días puedes deshacerlo; después tus datos se borran definitivamente.`] },
        { heading: '¿Puedo recuperar mi dinero?', paragraphs: [`Tienes ${f.refundDays} días para desistir de una compra de créditos que aún no hayas usado. Consulta la política de devoluciones.`] },
        { heading: '¿Cómo contacto con atención al cliente?', paragraphs: [`Escribe a ${f.email} o llama al ${f.phone}. Respondemos en dos días laborables.`] },
      ],
    },
    'return-policy': {
      title: 'Política de devoluciones',
      intro: `Como consumidor en la UE tienes derecho a desistir de una compra en ${f.site}. Así funciona.`,
      sections: [
        { heading: 'Plazo de desistimiento', paragraphs: [`Puedes desistir de una compra de créditos en los ${f.refundDays} días siguientes al pago sin indicar el motivo, siempre que no hayas usado los créditos de ese paquete.`] },
        { heading: 'Uso parcial', paragraphs: ['Al usar créditos nos pides que prestemos el servicio de inmediato. El derecho de desistimiento se pierde para los créditos usados; reembolsamos la parte no usada de forma proporcional.'] },
        { heading: 'Cómo pedir un reembolso', paragraphs: [`Escribe a ${f.email} indicando tu correo y la fecha de compra, o usa el formulario europeo de desistimiento. Reembolsamos en 14 días por el mismo medio de pago.`] },
        { heading: 'Después', paragraphs: [`Pasados ${f.refundDays} días las compras son definitivas. Si un fallo técnico te costó créditos, siempre los devolvemos: contacta con atención al cliente.`] },
      ],
    },
    service: {
      title: 'Atención al cliente',
      intro: `¿Preguntas sobre tu cuenta, un pago o un perfil? La atención al cliente de ${f.site} te ayuda con gusto.`,
      sections: [
        { heading: 'Contacto', paragraphs: [`Correo: ${f.email}`, `Teléfono: ${f.phone} (días laborables 9:00–17:00)`, `Correo postal: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Tiempo de respuesta', paragraphs: ['Respondemos los correos en dos días laborables. Indica el correo de tu cuenta para que podamos ayudarte antes.'] },
        { heading: 'Denunciar un perfil', paragraphs: ['¿Ves un perfil sospechoso? Usa el botón de denuncia del perfil o el formulario de reclamaciones. Revisamos cada denuncia.'] },
      ],
    },
  },
});

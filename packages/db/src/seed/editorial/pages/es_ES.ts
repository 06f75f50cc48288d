import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Preguntas frecuentes',
    summary: 'Respuestas sobre cómo reservar un tour privado, pagar, cambiar de planes y encontrar a tu guía.',
    body: ['¿No encuentras tu respuesta? Escríbenos desde la página de contacto: una persona te responde en el día.'],
    sections: [
      {
        id: 'booking',
        title: 'Reservas',
        items: [
          { title: '¿Cómo reservo un tour privado?', text: 'Elige un tour, una fecha, una hora de inicio y el número de viajeros, y paga con tarjeta o por transferencia. Tu bono llega por correo en cuanto se confirma el pago.' },
          { title: '¿El tour es realmente privado?', text: 'Sí. Solo tu grupo va con el guía, sea del tamaño que sea: el ritmo y las paradas los eliges tú.' },
          { title: '¿Puedo reservar para otra persona?', text: 'Por supuesto. Indica el nombre del viajero al reservar; puedes reenviarle el bono.' },
        ],
      },
      {
        id: 'payment',
        title: 'Pago y precios',
        items: [
          { title: '¿Qué formas de pago aceptan?', text: 'Tarjetas (Visa, Mastercard, American Express), transferencia bancaria y Cicerone Coins de una tarjeta regalo.' },
          { title: '¿Hay gastos ocultos?', text: 'No. El precio del pago incluye el guía y los impuestos; las entradas figuran en lo que no está incluido.' },
          { title: '¿En qué moneda pagaré?', text: 'Los precios se muestran en la moneda que elijas; el pedido registra el tipo de cambio usado y la tarjeta se carga en esa moneda.' },
        ],
      },
      {
        id: 'changes',
        title: 'Cambios y cancelación',
        items: [
          { title: '¿Puedo cancelar mi tour?', text: 'Los tours se cancelan gratis hasta 24 horas antes del inicio y los demás servicios hasta 48 horas; te devolvemos el importe completo.' },
          { title: '¿Y si llueve?', text: 'Los tours se hacen con cualquier tiempo. Tu guía adapta la ruta y propone lugares cubiertos cuando el cielo se pone gris.' },
          { title: '¿Cómo encuentro a mi guía?', text: 'El punto de encuentro y el teléfono de tu guía están en el bono. Tu guía te espera allí con un cartel de Cicerone.' },
        ],
      },
    ],
  },
  about: {
    title: 'Sobre Cicerone',
    summary: 'Cicerone une a viajeros y guías locales para tours privados, en siete idiomas y en cualquier moneda.',
    body: [
      'Creamos Cicerone en París con una idea sencilla: la mejor forma de descubrir una ciudad es con alguien que vive en ella, solo para ti y tus acompañantes.',
      'Hoy, guías locales enseñan sus ciudades a viajeros en todos los continentes, y las agencias de viajes los reservan para sus clientes. Verificamos nosotros mismos a cada guía y leemos cada opinión.',
    ],
    sections: [
      {
        id: 'team',
        title: 'El equipo',
        items: [
          { title: 'Camille Laurent', text: 'Cofundadora y directora general. Antes fue guía en Montmartre.' },
          { title: 'Marco Bianchi', text: 'Cofundador, responsable de los guías. Selecciona y forma a nuestros guías en todo el mundo.' },
          { title: 'Yuki Tanaka', text: 'Responsable de agencias de viajes. Cuida de nuestras agencias asociadas y de sus clientes.' },
          { title: 'Elena Petrova', text: 'Responsable de atención al cliente. Su equipo atiende a los viajeros los siete días de la semana.' },
        ],
      },
    ],
  },
  'travel-agents': {
    title: 'Cicerone para agencias de viajes',
    summary: 'Reserva tours privados para tus clientes con un descuento profesional y una sola cuenta para toda la agencia.',
    body: ['Abre una cuenta de empresa: nuestro equipo la revisa en 24 horas y te envía tu código promocional personal por correo.'],
    sections: [
      {
        id: 'benefits',
        title: 'Qué incluye una cuenta de empresa',
        items: [
          { title: 'Un descuento en cada tour', text: 'Tu código promocional personal aplica el descuento a cada reserva, en cualquier moneda.' },
          { title: 'Un gestor de cuenta', text: 'Una persona de Cicerone responde a tus preguntas y a las peticiones especiales de tus clientes.' },
          { title: 'Bonos en el idioma de tus clientes', text: 'Cada bono y cada confirmación se redactan en el idioma del viajero, listos para reenviar.' },
          { title: 'Facturas para tu contabilidad', text: 'Cada reserva tiene su factura en PDF, con los datos de tu empresa.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Hazte socio',
    summary: 'Hoteles, navieras, agencias de eventos y oficinas de turismo: ofrece a tus huéspedes nuestros guías locales.',
    body: ['Los socios recomiendan los tours de Cicerone a sus huéspedes y obtienen el descuento profesional en cada reserva que hacen.'],
    sections: [
      {
        id: 'partners',
        title: 'Con quién trabajamos',
        items: [
          { title: 'Hoteles y conserjes', text: 'Reserva un tour privado para un huésped en pocos minutos, en el idioma del huésped.' },
          { title: 'Navieras', text: 'Excursiones en tierra ajustadas a la escala de su barco, con un guía esperando en el puerto.' },
          { title: 'Agencias de eventos', text: 'Tours para grupos, seminarios e incentivos, organizados con tu gestor de cuenta.' },
        ],
      },
    ],
  },
};

import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Preguntas frecuentes',
    summary: 'Respuestas sobre cómo reservar un tour privado, pagar, cambiar de planes y encontrar a su guía.',
    body: ['¿No encuentra su respuesta? Escríbanos desde la página de contacto: una persona le responde en el día.'],
    sections: [
      {
        id: 'booking',
        title: 'Reservas',
        items: [
          { title: '¿Cómo reservo un tour privado?', text: 'Elija un tour, una fecha, una hora de inicio y el número de viajeros, y pague con tarjeta o por transferencia. Su bono llega por correo en cuanto se confirma el pago.' },
          { title: '¿El tour es realmente privado?', text: 'Sí. Solo su grupo va con el guía, sea del tamaño que sea: el ritmo y las paradas los elige usted.' },
          { title: '¿Puedo reservar para otra persona?', text: 'Por supuesto. Indique el nombre del viajero al reservar; el bono se le puede reenviar.' },
        ],
      },
      {
        id: 'payment',
        title: 'Pago y precios',
        items: [
          { title: '¿Qué formas de pago aceptan?', text: 'Tarjetas (Visa, Mastercard, American Express), transferencia bancaria y Cicerone Coins de una tarjeta regalo.' },
          { title: '¿Hay gastos ocultos?', text: 'No. El precio del pago incluye el guía y los impuestos; las entradas figuran en lo que no está incluido.' },
          { title: '¿En qué moneda pagaré?', text: 'Los precios se muestran en la moneda que elija; el pedido registra el tipo de cambio usado y la tarjeta se carga en esa moneda.' },
        ],
      },
      {
        id: 'changes',
        title: 'Cambios y cancelación',
        items: [
          { title: '¿Puedo cancelar mi tour?', text: 'Los tours se cancelan gratis hasta 24 horas antes del inicio y los demás servicios hasta 48 horas; le devolvemos el importe completo.' },
          { title: '¿Y si llueve?', text: 'Los tours se hacen con cualquier tiempo. Su guía adapta la ruta y propone lugares cubiertos cuando el cielo se pone gris.' },
          { title: '¿Cómo encuentro a mi guía?', text: 'El punto de encuentro y el teléfono de su guía están en el bono. Su guía le espera allí con un cartel de Cicerone.' },
        ],
      },
    ],
  },
  about: {
    title: 'Sobre Cicerone',
    summary: 'Cicerone une a viajeros y guías locales para tours privados, en siete idiomas y en cualquier moneda.',
    body: [
      'Creamos Cicerone en París con una idea sencilla: la mejor forma de descubrir una ciudad es con alguien que vive en ella, solo para usted y sus acompañantes.',
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
    summary: 'Reserve tours privados para sus clientes con un descuento profesional y una sola cuenta para toda la agencia.',
    body: ['Abra una cuenta de empresa: nuestro equipo la revisa en 24 horas y le envía su código promocional personal por correo.'],
    sections: [
      {
        id: 'benefits',
        title: 'Qué incluye una cuenta de empresa',
        items: [
          { title: 'Un descuento en cada tour', text: 'Su código promocional personal aplica el descuento a cada reserva, en cualquier moneda.' },
          { title: 'Un gestor de cuenta', text: 'Una persona de Cicerone responde a sus preguntas y a las peticiones especiales de sus clientes.' },
          { title: 'Bonos en el idioma de sus clientes', text: 'Cada bono y cada confirmación se redactan en el idioma del viajero, listos para reenviar.' },
          { title: 'Facturas para su contabilidad', text: 'Cada reserva tiene su factura en PDF, con los datos de su empresa.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Hágase socio',
    summary: 'Hoteles, navieras, agencias de eventos y oficinas de turismo: ofrezcan a sus huéspedes nuestros guías locales.',
    body: ['Los socios recomiendan los tours de Cicerone a sus huéspedes y obtienen el descuento profesional en cada reserva que hacen.'],
    sections: [
      {
        id: 'partners',
        title: 'Con quién trabajamos',
        items: [
          { title: 'Hoteles y conserjes', text: 'Reserve un tour privado para un huésped en pocos minutos, en su idioma.' },
          { title: 'Navieras', text: 'Excursiones en tierra ajustadas a la escala de su barco, con un guía esperando en el puerto.' },
          { title: 'Agencias de eventos', text: 'Tours para grupos, seminarios e incentivos, organizados con su gestor de cuenta.' },
        ],
      },
    ],
  },
};

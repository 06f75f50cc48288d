import type { ContentLanguage } from '../types.ts';

export const content: ContentLanguage = {
  home: {
    title: 'Tours privados con guías locales en todo el mundo',
    summary: 'Reserva tours privados a pie, tours gastronómicos, paseos en bicicleta y excursiones con guías locales oficiales en cientos de ciudades.',
    body: [
      'Cicerone pone en contacto a viajeros con guías locales que aman su ciudad. Cada tour es privado o en grupo reducido, así que el ritmo, las paradas y las preguntas son tuyos.',
      'Elige un paseo por el casco histórico, una ruta de degustación por los mercados, un recorrido en bici junto al agua o una excursión al campo. El precio es por grupo, no por persona, y puedes cancelar gratis hasta 24 horas antes del inicio.',
      'Nuestros guías están verificados y los valoran miles de viajeros. Elige una ciudad y una fecha, y deja que alguien de allí te enseñe el lugar como solo un local sabe hacerlo.',
    ],
  },
  continent: ({ continent, countries }) => ({
    title: `${continent}: tours privados y guías locales`,
    summary: `Descubre ${continent} con guías locales: tours a pie, gastronómicos, en bicicleta y excursiones. Países destacados: ${countries}.`,
    body: [
      'Para entender un continente tan diverso, nada mejor que alguien que vive allí. Nuestros guías locales te muestran los lugares famosos y los rincones que solo conocen los vecinos.',
      `Países más visitados: ${countries}, y muchos más. Cada tour es privado o en grupo reducido, se paga por grupo y se puede cancelar gratis hasta 24 horas antes del inicio.`,
      'Empieza con un paseo a pie para orientarte y luego profundiza con un tour gastronómico, un museo con un experto o una excursión fuera de la ciudad.',
    ],
  }),
};

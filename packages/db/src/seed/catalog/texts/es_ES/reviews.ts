import type { ReviewLanguage } from '../types.ts';

export const reviews: ReviewLanguage = {
  firstNames: ['Lucía', 'María', 'Carmen', 'Laura', 'Marta', 'Elena', 'Paula', 'Sofía', 'Ana', 'Isabel', 'Cristina', 'Javier', 'Carlos', 'Miguel', 'Pablo', 'Alejandro', 'David', 'Sergio', 'Jorge', 'Diego', 'Andrés', 'Fernando', 'Valentina', 'Mateo'],
  lastInitials: ['A', 'C', 'D', 'F', 'G', 'H', 'L', 'M', 'N', 'P', 'R', 'S', 'V'],
  countries: [['ES', 50], ['MX', 20], ['AR', 12], ['CO', 10], ['CL', 8]],
  titles: {
    great: ['Absolutamente maravilloso', 'Lo mejor del viaje', 'Muy recomendable', 'Un día perfecto en {city}', 'Vale cada euro', 'Inolvidable', 'Un guía fantástico'],
    good: ['Muy buen tour', 'Lo disfrutamos mucho', 'Una buena introducción a {city}', 'Buena relación calidad-precio', 'Recomendable'],
    fair: ['Bien, pero algo apresurado', 'Correcto en general', 'Buen guía, día largo', 'No está mal'],
    poor: ['Decepcionante', 'No era lo que esperábamos', 'Podría mejorar mucho'],
  },
  openings: {
    great: ['Disfrutamos cada minuto de este tour.', 'Fue lo mejor que hicimos en {city}.', '¡Qué manera tan fantástica de descubrir {city}!', 'Lo reservamos el primer día y marcó el tono de todo el viaje.', 'Perfecto de principio a fin.', 'Viajo mucho y este ha sido uno de los mejores tours que he hecho.'],
    good: ['Un tour muy bueno, con mucho que ver.', 'Lo pasamos muy bien en {city}.', 'Buen tour y bien organizado.', 'Una forma estupenda de conocer {city}.'],
    fair: ['El tour estuvo bien, aunque no fue exactamente lo que esperábamos.', 'Algunas partes fueron interesantes y otras no tanto.', 'Un tour correcto, pero se hizo algo apresurado.'],
    poor: ['Por desgracia, este tour no cumplió nuestras expectativas.', 'Nos decepcionó bastante.', 'El tour empezó tarde y se notaba desorganizado.'],
  },
  guide: {
    great: ['Nuestro guía sabía muchísimo, era divertido y se notaba que ama su ciudad.', 'El guía lo adaptó todo a nuestros hijos y los mantuvo interesados todo el tiempo.', 'Nuestro guía tenía una historia para cada rincón y respondió a todas nuestras preguntas.', 'Nos sentimos como paseando con un amigo que vive aquí.', 'El guía nos dio muy buenos consejos de restaurantes para el resto de la estancia.'],
    good: ['El guía fue amable y estaba bien informado.', 'Nuestro guía hablaba un español excelente y tuvo mucha paciencia.', 'El guía estuvo bien, aunque algunas paradas fueron cortas.'],
    fair: ['El guía sabía mucho, pero hablaba un poco rápido.', 'El guía era simpático, pero el grupo era demasiado grande para oír bien.'],
    poor: ['El guía parecía tener prisa y no respondía a nuestras preguntas.', 'El guía leía sus apuntes la mayor parte del tiempo.'],
  },
  closings: {
    great: ['¡No os lo perdáis!', 'Lo repetiríamos sin dudarlo.', '¡Gracias por un día maravilloso!', 'Muy recomendable para cualquiera que visite {city}.'],
    good: ['Recomendable.', 'Buena relación calidad-precio.', 'Lo volveríamos a hacer.'],
    fair: ['Está bien si tienes una tarde libre.', 'Merece la pena, pero sin esperar demasiado.'],
    poor: ['No lo volvería a reservar.', 'Hay mejores formas de conocer {city}.'],
  },
};

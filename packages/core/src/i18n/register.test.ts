import { describe, expect, it } from 'vitest';
import { locales } from '../locales.ts';
import { sourceCatalogs } from './catalogs.ts';
import { registerDeviations, registerMarkers } from './register.ts';

describe('one voice per language (register.ts)', () => {
  // The e-mails' catalogs are held to it in apps/server's mail/messages.test.ts.
  it.each(locales)('%s: no message of the site speaks in the other register', (locale) => {
    expect(registerDeviations(sourceCatalogs, locale)).toEqual([]);
  });

  it('knows the markers of each wrong register', () => {
    const wrong: Record<string, string[]> = {
      fr_FR: ['Vérifie ton adresse.', 'Choisis ta date, tu recevras un e-mail.'],
      de_DE: ['Prüfe dein Postfach.', 'Wir schicken dir einen Link.'],
      es_ES: ['Elija una fecha.', 'Introduzca su correo.', 'Revise su bandeja de entrada.', '¡Bienvenido!', 'Le enviaremos un enlace.'],
      it_IT: ['Scelga una data.', 'I Suoi dati', 'Nella vostra lingua', 'Benvenuto!', 'Tour nella sua lingua.'],
      ru_RU: ['Проверь свою почту, мы отправили тебе ссылку.', 'Твой заказ'],
      ja_JP: ['予約は完了だ。', 'メールを確認しろ。'],
    };
    const right: Record<string, string[]> = {
      fr_FR: ['Vérifiez votre adresse.', 'Choisissez une date de départ.'],
      de_DE: ['Sehen Sie in Ihrem Postfach nach.', 'Wir schicken Ihnen einen Link.'],
      es_ES: ['Elige una fecha.', 'Introduce tu correo.', 'Revisa tu bandeja de entrada.', '¡Te damos la bienvenida!', 'El guía y su grupo'],
      it_IT: ['Scegli una data.', 'I tuoi dati', 'Nella tua lingua', 'Ti diamo il benvenuto!', 'La guida e la sua città'],
      ru_RU: ['Проверьте почту, мы отправили вам ссылку.', 'Ваш заказ'],
      ja_JP: ['予約が完了しました。', 'メールを確認してください。'],
    };
    for (const [locale, texts] of Object.entries(wrong)) for (const text of texts) expect(registerMarkers[locale as keyof typeof registerMarkers]?.test(text), `${locale}: ${text}`).toBe(true);
    for (const [locale, texts] of Object.entries(right)) for (const text of texts) expect(registerMarkers[locale as keyof typeof registerMarkers]?.test(text), `${locale}: ${text}`).toBe(false);
  });
});

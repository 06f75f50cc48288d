import type { ReviewLanguage } from '../types.ts';

export const reviews: ReviewLanguage = {
  firstNames: ['Hans', 'Anna', 'Katrin', 'Julia', 'Sabine', 'Laura', 'Lena', 'Sarah', 'Claudia', 'Monika', 'Petra', 'Thomas', 'Michael', 'Stefan', 'Andreas', 'Markus', 'Tobias', 'Jan', 'Lukas', 'Felix', 'Jürgen', 'Matthias', 'Jonas', 'Sven'],
  lastInitials: ['B', 'F', 'G', 'H', 'K', 'L', 'M', 'N', 'R', 'S', 'W', 'Z'],
  countries: [['DE', 75], ['AT', 15], ['CH', 10]],
  titles: {
    great: ['Einfach großartig', 'Das Highlight unserer Reise', 'Absolut empfehlenswert', 'Ein perfekter Tag in {city}', 'Jeden Cent wert', 'Unvergesslich', 'Fantastischer Guide'],
    good: ['Sehr gute Tour', 'Hat uns gut gefallen', 'Guter Einstieg in {city}', 'Gutes Preis-Leistungs-Verhältnis', 'Empfehlenswert'],
    fair: ['Nett, aber etwas gehetzt', 'Insgesamt in Ordnung', 'Guter Guide, langer Tag', 'Ganz okay'],
    poor: ['Enttäuschend', 'Nicht wie erwartet', 'Da ist noch Luft nach oben'],
  },
  openings: {
    great: ['Wir haben jede Minute dieser Tour genossen.', 'Das war das Beste, was wir in {city} gemacht haben.', 'Was für eine tolle Art, {city} zu entdecken!', 'Wir haben die Tour am ersten Tag gebucht, und sie hat die ganze Reise geprägt.', 'Von Anfang bis Ende einfach perfekt.', 'Ich reise viel, und das war eine der besten Touren, die ich je gemacht habe.'],
    good: ['Eine richtig gute Tour mit viel zu sehen.', 'Wir hatten eine schöne Zeit in {city}.', 'Gut organisiert und interessant.', 'Eine tolle Möglichkeit, {city} kennenzulernen.'],
    fair: ['Die Tour war in Ordnung, aber nicht ganz das, was wir erhofft hatten.', 'Manche Teile waren interessant, andere weniger.', 'Eine solide Tour, die sich aber etwas gehetzt anfühlte.'],
    poor: ['Leider hat die Tour unsere Erwartungen nicht erfüllt.', 'Wir waren ziemlich enttäuscht.', 'Die Tour begann verspätet und wirkte unorganisiert.'],
  },
  guide: {
    great: ['Unser Guide war kenntnisreich, witzig und liebt seine Stadt sichtlich.', 'Der Guide hat alles auf unsere Kinder abgestimmt, sie waren die ganze Zeit begeistert.', 'Unser Guide kannte zu jeder Ecke eine Geschichte und beantwortete alle Fragen.', 'Es fühlte sich an, als wären wir mit einem Freund unterwegs, der hier lebt.', 'Der Guide hat uns tolle Restauranttipps für den Rest des Aufenthalts gegeben.'],
    good: ['Der Guide war freundlich und gut informiert.', 'Unser Guide sprach hervorragend Deutsch und war sehr geduldig.', 'Der Guide war gut, auch wenn einige Stopps recht kurz waren.'],
    fair: ['Der Guide wusste viel, sprach aber etwas zu schnell.', 'Der Guide war nett, aber die Gruppe war zu groß, um alles zu verstehen.'],
    poor: ['Der Guide wirkte in Eile und ging nicht auf unsere Fragen ein.', 'Der Guide las die meiste Zeit von seinen Notizen ab.'],
  },
  closings: {
    great: ['Nicht verpassen!', 'Wir würden sofort wieder buchen.', 'Danke für einen wunderbaren Tag!', 'Sehr zu empfehlen für alle, die {city} besuchen.'],
    good: ['Empfehlenswert.', 'Preis und Leistung stimmen.', 'Wir würden es wieder machen.'],
    fair: ['In Ordnung, wenn man einen freien Nachmittag hat.', 'Lohnt sich, aber man sollte nicht zu viel erwarten.'],
    poor: ['Ich würde sie nicht noch einmal buchen.', 'Es gibt bessere Möglichkeiten, {city} zu erleben.'],
  },
};

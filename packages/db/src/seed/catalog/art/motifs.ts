import type { Random } from '../random.ts';
import type { Palette } from './palettes.ts';
import { person, pine, r, ridge, skyline, tree } from './shapes.ts';

const skins = ['#f1c7a5', '#d9a27c', '#a8714f', '#7a4b32', '#f6d7bf'];

/** A famous-building silhouette (tower, dome, arch or pagoda) and a guide showing it to a traveller. */
export function landmark(random: Random, p: Palette, variant: number): string {
  const cx = random.int(520, 680);
  const base = 640;
  const kind = variant % 4;
  let building: string;
  if (kind === 0) {
    building = `<rect x="${cx - 45}" y="${base - 360}" width="90" height="360"/><path d="M${cx - 55} ${base - 360}L${cx} ${base - 470}L${cx + 55} ${base - 360}z"/><rect x="${cx - 60}" y="${base - 370}" width="120" height="16"/>`;
    building += `<circle cx="${cx}" cy="${base - 300}" r="26" fill="${p.light}"/><path d="M${cx} ${base - 300}V${base - 318}M${cx} ${base - 300}h12" stroke="${p.ink}" stroke-width="4"/>`;
  } else if (kind === 1) {
    building = `<rect x="${cx - 170}" y="${base - 150}" width="340" height="150"/><rect x="${cx - 90}" y="${base - 230}" width="180" height="90"/><path d="M${cx - 100} ${base - 228}a100 100 0 0 1 200 0z"/><rect x="${cx - 6}" y="${base - 360}" width="12" height="40"/><circle cx="${cx}" cy="${base - 366}" r="9"/>`;
    for (let k = -3; k <= 3; k++) building += `<rect x="${cx + k * 44 - 9}" y="${base - 120}" width="18" height="60" rx="9" fill="${p.light}" opacity=".55"/>`;
  } else if (kind === 2) {
    building = `<path d="M${cx - 190} ${base}V${base - 260}H${cx + 190}V${base}H${cx + 80}V${base - 120}a80 80 0 0 0 -160 0V${base}z"/><rect x="${cx - 210}" y="${base - 290}" width="420" height="34"/>`;
  } else {
    building = '';
    for (let k = 0; k < 4; k++) {
      const w = 250 - k * 50;
      const y = base - 90 - k * 85;
      building += `<rect x="${cx - w / 2 + 20}" y="${y}" width="${w - 40}" height="90"/><path d="M${cx - w / 2 - 25} ${y}Q${cx} ${y - 40} ${cx + w / 2 + 25} ${y}z"/>`;
    }
    building += `<rect x="${cx - 4}" y="${base - 470}" width="8" height="70"/>`;
  }
  const people = person(cx - 270, 720, 160, p.accents[0], random.pick(skins)) + person(cx - 195, 720, 140, p.accents[1], random.pick(skins));
  const flag = `<path d="M${cx - 300} 600V500" stroke="${p.ink}" stroke-width="4"/><path d="M${cx - 300} 500h44l-10 15 10 15h-44z" fill="${p.accents[2]}"/>`;
  return `<g fill="${p.near}">${building}</g><rect y="640" width="1200" height="160" fill="${p.ground}"/>${flag}${people}`;
}

/** A small crowd following a guide who raises a flag. */
export function group(random: Random, p: Palette): string {
  const x0 = random.int(300, 420);
  let crowd = '';
  for (let k = 0; k < 6; k++) {
    crowd += person(x0 + 150 + k * 85 + random.int(-12, 12), 720 + random.int(-8, 10), random.int(150, 190), p.accents[k % 4]!, random.pick(skins));
  }
  const guide = person(x0, 720, 200, p.ink, random.pick(skins)) + `<path d="M${x0 + 30} 600L${x0 + 46} 440" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><path d="M${x0 + 46} 440l70 10-12 22 8 24-74-12z" fill="${p.accents[2]}"/>`;
  return `<rect y="700" width="1200" height="100" fill="${p.ground}"/><ellipse cx="600" cy="735" rx="420" ry="22" fill="${p.ink}" opacity=".15"/>${guide}${crowd}`;
}

/** A brick wall covered in bright murals, with a spray can in front. */
export function streetArt(random: Random, p: Palette): string {
  const [a, b, c, d] = p.accents;
  const blob = (x: number, y: number, s: number, fill: string) =>
    `<path d="M${x} ${y - s}c${r(s * 0.8)} 0 ${r(s * 1.1)} ${r(s * 0.6)} ${r(s * 0.9)} ${r(s * 1.1)}s${-r(s * 0.9)} ${r(s * 0.9)} ${-r(s * 1.5)} ${r(s * 0.5)}${-r(s * 0.6)} ${-r(s * 1.2)} ${-r(s * 0.2)} ${-r(s * 1.6)}z" fill="${fill}"/>`;
  // Five pieces on five spots of the wall, shuffled per variant.
  const pieces = [
    (x: number, y: number) => blob(x, y, 110, a),
    (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="100" fill="${b}"/><circle cx="${x - 35}" cy="${y - 20}" r="13" fill="${p.ink}"/><circle cx="${x + 35}" cy="${y - 20}" r="13" fill="${p.ink}"/><path d="M${x - 50} ${y + 28}q50 40 100 0" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    (x: number, y: number) => `<path d="M${x - 120} ${y + 35}l40-70 40 70 40-70 40 70 40-70" stroke="${c}" stroke-width="18" fill="none" stroke-linejoin="round"/>`,
    (x: number, y: number) => `<path d="M${x - 70} ${y - 10}c0-40 50-50 70-15 20-35 70-25 70 15 0 40-70 70-70 70s-70-30-70-70z" fill="${d}"/>`,
    (x: number, y: number) => `<path d="M${x - 110} ${y}h220" stroke="${p.light}" stroke-width="26" stroke-linecap="round" stroke-dasharray="1 44"/>`,
  ];
  const spots = random.shuffle([[260, 440], [600, 450], [930, 470], [330, 620], [720, 630]] as const);
  const art = pieces.map((draw, k) => draw(spots[k]![0] + random.int(-30, 30), spots[k]![1] + random.int(-15, 15))).join('');
  const can = `<rect x="960" y="620" width="56" height="120" rx="12" fill="${c}"/><rect x="972" y="598" width="32" height="26" rx="6" fill="${p.ink}"/><path d="M1016 612l40-18M1016 612l44 0M1016 612l40 18" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`;
  return `<defs><pattern id="bricks" width="80" height="40" patternUnits="userSpaceOnUse"><path d="M0 0H80M0 20H80M20 0V20M60 20V40" stroke="${p.ink}" stroke-opacity=".18" stroke-width="3"/></pattern></defs><rect y="300" width="1200" height="440" fill="${p.far}"/><rect y="300" width="1200" height="440" fill="url(#bricks)"/>${art}<rect y="740" width="1200" height="60" fill="${p.ground}"/>${can}`;
}

/** A bicycle with a front basket, on a park path between trees. */
export function bike(random: Random, p: Palette): string {
  const x = random.int(520, 700);
  const y = 660;
  const wheel = (cx: number) => `<circle cx="${cx}" cy="${y}" r="78"/><path d="M${cx - 78} ${y}h156M${cx} ${y - 78}v156M${cx - 55} ${y - 55}l110 110M${cx - 55} ${y + 55}l110-110" stroke-width="3"/>`;
  const frame = `M${x - 120} ${y}L${x - 10} ${y}L${x - 45} ${y - 110}ZM${x - 10} ${y}L${x + 75} ${y - 112}L${x - 45} ${y - 110}M${x + 75} ${y - 112}L${x + 120} ${y}`;
  const trees = tree(random.int(120, 260), 700, 260, p.mid, '#6d4c3d') + tree(random.int(900, 1080), 700, 300, p.near, '#6d4c3d');
  return `${trees}<path d="M0 800C300 700 800 760 1200 690V800z" fill="${p.light}" opacity=".45"/><g stroke="${p.ink}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round">${wheel(x - 120)}${wheel(x + 120)}<path d="M${x + 75} ${y - 112}l-12-34 40-6M${x - 65} ${y - 124}h44"/></g><path d="${frame}" stroke="${p.accents[0]}" stroke-width="12" fill="none" stroke-linejoin="round"/><rect x="${x + 88}" y="${y - 150}" width="70" height="48" rx="8" fill="${p.accents[2]}"/><circle cx="${x - 10}" cy="${y}" r="14" fill="${p.ink}"/>`;
}

/** A laid table seen close up under a market awning: a pizza on a plate, or a bowl of noodles with chopsticks. */
export function food(random: Random, p: Palette, variant: number): string {
  const [a, b, c] = p.accents;
  let awning = '';
  for (let k = 0; k < 12; k++) awning += `<path d="M${k * 100} 0h100v120a50 30 0 0 1 -100 0z" fill="${k % 2 ? p.light : a}"/>`;
  const px = random.int(560, 640);
  const table = `<g opacity=".95">${awning}</g><rect y="520" width="1200" height="280" fill="${p.near}"/><rect y="520" width="1200" height="14" fill="${p.ink}" opacity=".25"/>`;
  const glass = `<path d="M${px + 360} 440h90l-12 150h-66z" fill="${p.light}" opacity=".55"/><path d="M${px + 368} 500h74l-6 86h-62z" fill="${b}" opacity=".8"/>`;
  if (variant % 2 === 0) {
    const noodles = Array.from({ length: 5 }, (_, k) => `<path d="M${px - 150 + k * 12} ${560 + k * 6}q40-24 80 0t80 0 80 0" stroke="#f3d27a" stroke-width="9" fill="none" stroke-linecap="round"/>`).join('');
    return (
      table +
      `<ellipse cx="${px}" cy="700" rx="250" ry="40" fill="${p.ink}" opacity=".2"/><path d="M${px - 240} 560a240 150 0 0 0 480 0z" fill="${a}"/><ellipse cx="${px}" cy="560" rx="240" ry="60" fill="#e9b872"/>${noodles}` +
      `<ellipse cx="${px + 90}" cy="552" rx="44" ry="30" fill="#fff"/><ellipse cx="${px + 90}" cy="552" rx="20" ry="14" fill="#f4a300"/><path d="M${px - 60} 530l40 30M${px - 30} 520l30 36" stroke="${c}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M${px + 120} 420L${px + 300} 600M${px + 150} 410L${px + 320} 590" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>${glass}`
    );
  }
  const slices = Array.from({ length: 4 }, (_, k) => {
    const angle = (k / 4) * Math.PI;
    return `M${r(px - Math.cos(angle) * 150)} ${r(610 - Math.sin(angle) * 66)}L${r(px + Math.cos(angle) * 150)} ${r(610 + Math.sin(angle) * 66)}`;
  }).join('');
  const toppings = Array.from({ length: 9 }, () => {
    const angle = random.next() * Math.PI * 2;
    const dist = random.next() * 0.75;
    const [x, y] = [r(px + Math.cos(angle) * 130 * dist), r(610 + Math.sin(angle) * 58 * dist)];
    return random.chance(0.6) ? `<ellipse cx="${x}" cy="${y}" rx="18" ry="11" fill="#fdf0c8"/>` : `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" fill="#3a8d3f" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`;
  }).join('');
  return (
    table +
    `<ellipse cx="${px}" cy="625" rx="230" ry="110" fill="${p.ink}" opacity=".2"/><ellipse cx="${px}" cy="610" rx="220" ry="100" fill="${p.light}"/>` +
    `<ellipse cx="${px}" cy="610" rx="170" ry="76" fill="#d9913f"/><ellipse cx="${px}" cy="610" rx="150" ry="66" fill="#d8452f"/>${toppings}<path d="${slices}" stroke="#b5352a" stroke-width="4"/>` +
    `<rect x="${px - 300}" y="520" width="16" height="190" rx="8" fill="#c9ced6"/><path d="M${px - 310} 520v60M${px - 292} 520v60M${px - 274} 520v60" stroke="#c9ced6" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${px + 280} 520h22v190h-16c-10 0-14-8-14-20z" fill="#c9ced6"/>${glass}`
  );
}

/** Mountains with snow caps above a lake, pines on the shore. */
export function mountains(random: Random, p: Palette): string {
  let peaks = '';
  let x = -100;
  while (x < 1250) {
    const w = random.int(320, 460);
    const h = random.int(260, 380);
    const top = 560 - h;
    peaks += `<path d="M${x} 560L${x + w / 2} ${top}L${x + w} 560z" fill="${p.mid}"/><path d="M${x + w / 2} ${top}l${r(w * 0.14)} ${r(h * 0.28)}-${r(w * 0.06)}-12-${r(w * 0.06)} 16-${r(w * 0.05)}-12-${r(w * 0.02)} 8z" fill="${p.light}"/>`;
    x += w * 0.7;
  }
  let pines = '';
  for (let k = 0; k < 7; k++) pines += pine(random.int(0, 1200), random.int(700, 780), random.int(120, 220), p.ink);
  return `${peaks}<rect y="560" width="1200" height="90" fill="${p.sky[1]}"/><path d="M200 590h180M620 610h260M300 630h140" stroke="${p.light}" stroke-width="5" stroke-linecap="round" opacity=".6"/>${ridge(random, 680, 25, 5, p.near)}${pines}`;
}

/** A car on a road winding through the hills. */
export function car(random: Random, p: Palette): string {
  const x = random.int(480, 640);
  const y = 680;
  const body = `<path d="M${x - 190} ${y}c-10 0-15-8-15-20v-40c0-16 10-26 28-28l70-8 60-62c10-10 24-16 40-16h120c16 0 30 8 40 20l50 58 50 8c20 4 32 18 32 36v32c0 12-6 20-16 20z" fill="${p.accents[1]}"/>`;
  const windows = `<path d="M${x - 70} ${y - 98}l44-46c6-6 14-10 24-10h60v56z" fill="${p.light}" opacity=".8"/><path d="M${x + 70} ${y - 144}h52c10 0 18 4 24 12l32 44h-108z" fill="${p.light}" opacity=".8"/>`;
  const wheel = (cx: number) => `<circle cx="${cx}" cy="${y}" r="46" fill="${p.ink}"/><circle cx="${cx}" cy="${y}" r="18" fill="#c9ced6"/>`;
  const road = `<path d="M-50 800C250 720 350 690 620 690S1000 650 1250 600V660C1000 720 900 740 640 750S300 790 150 820z" fill="${p.ink}" opacity=".75"/><path d="M60 790C300 730 420 722 630 720S980 680 1240 630" stroke="${p.light}" stroke-width="6" stroke-dasharray="36 30" fill="none"/>`;
  return `${road}${body}${windows}${wheel(x - 120)}${wheel(x + 150)}<rect x="${x + 228}" y="${y - 44}" width="18" height="12" rx="4" fill="${p.accents[2]}"/>`;
}

/** A classical museum front: steps, columns and a pediment, with visitors. */
export function museum(random: Random, p: Palette): string {
  const cx = random.int(560, 640);
  const columns = Array.from({ length: 6 }, (_, k) => `<rect x="${cx - 250 + k * 92}" y="360" width="40" height="250" fill="${p.light}"/><rect x="${cx - 258 + k * 92}" y="350" width="56" height="16" fill="${p.light}"/>`).join('');
  const building =
    `<rect x="${cx - 320}" y="330" width="640" height="290" fill="${p.mid}"/>${columns}` +
    `<path d="M${cx - 340} 330L${cx} 200L${cx + 340} 330z" fill="${p.light}"/><path d="M${cx - 270} 316L${cx} 224L${cx + 270} 316z" fill="${p.mid}"/><rect x="${cx - 340}" y="322" width="680" height="24" fill="${p.light}"/>` +
    `<rect x="${cx - 360}" y="610" width="720" height="22" fill="${p.light}"/><rect x="${cx - 390}" y="632" width="780" height="22" fill="${p.light}" opacity=".85"/><rect x="${cx - 420}" y="654" width="840" height="22" fill="${p.light}" opacity=".7"/>` +
    `<rect x="${cx + 160}" y="376" width="50" height="150" fill="${p.accents[0]}"/>`;
  const visitors = person(cx - 480, 760, 130, p.accents[1], random.pick(skins)) + person(cx + 470, 760, 120, p.accents[3], random.pick(skins)) + person(cx + 530, 760, 100, p.accents[2], random.pick(skins));
  return `${skyline(random, 520, 200, p.far)}${building}<rect y="676" width="1200" height="124" fill="${p.ground}"/>${visitors}`;
}

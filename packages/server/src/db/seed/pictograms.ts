import type { Pictogram } from './catalogue-data'

/**
 * Simple flat symbols, one per category (and some kinds of product), drawn in a 200 x 200 box in the category's colour.
 * White details sit on top with some transparency so they read on any background.
 */
const SHAPES: Record<Pictogram, (c: string) => string> = {
  bandage: (c) =>
    `<g transform="rotate(-35 100 100)"><rect x="5" y="62" width="190" height="76" rx="38" fill="${c}"/>` +
    '<rect x="68" y="62" width="64" height="76" fill="#fff" fill-opacity="0.55"/>' +
    '<g fill="#fff" fill-opacity="0.7"><circle cx="30" cy="88" r="5"/><circle cx="48" cy="112" r="5"/>' +
    '<circle cx="152" cy="88" r="5"/><circle cx="170" cy="112" r="5"/></g></g>',
  drop: (c) =>
    `<path d="M100 12C100 12 38 92 38 132a62 62 0 0 0 124 0C162 92 100 12 100 12Z" fill="${c}"/>` +
    '<path d="M68 134a32 32 0 0 0 32 32" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-opacity="0.7"/>',
  wheel: (c) =>
    `<circle cx="100" cy="100" r="78" fill="none" stroke="${c}" stroke-width="16"/>` +
    `<path d="M100 22V178M22 100H178M45 45L155 155M155 45L45 155" stroke="${c}" stroke-width="6"/>` +
    `<circle cx="100" cy="100" r="18" fill="${c}"/>`,
  sparkle: (c) =>
    `<path d="M92 10Q100 80 170 92Q100 104 92 178Q84 104 14 92Q84 80 92 10Z" fill="${c}"/>` +
    `<path d="M160 128Q163 152 187 155Q163 158 160 182Q157 158 133 155Q157 152 160 128Z" fill="${c}" fill-opacity="0.7"/>`,
  capsule: (c) =>
    `<g transform="rotate(-40 100 100)"><rect x="20" y="65" width="160" height="70" rx="35" fill="${c}"/>` +
    '<path d="M100 65H145A35 35 0 0 1 145 135H100Z" fill="#fff" fill-opacity="0.55"/></g>',
  cross: (c) => `<path d="M72 18h56v54h54v56h-54v54H72v-54H18V72h54z" fill="${c}"/>`,
  breath: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round">` +
    '<path d="M20 72h100a28 28 0 1 0-28-28"/><path d="M20 110h136a26 26 0 1 1-26 26"/><path d="M20 150h64"/></g>',
  shield: (c) =>
    `<path d="M100 14l72 26v56c0 46-30 76-72 92-42-16-72-46-72-92V40z" fill="${c}"/>` +
    '<path d="M68 100l22 22 42-46" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>',
  mask: (c) =>
    `<path d="M38 82C12 82 12 132 38 132M162 82C188 82 188 132 162 132" fill="none" stroke="${c}" stroke-width="8"/>` +
    `<rect x="35" y="62" width="130" height="88" rx="28" fill="${c}"/>` +
    '<path d="M55 90h90M55 108h90M55 126h90" stroke="#fff" stroke-width="5" stroke-opacity="0.6"/>',
  pulse: (c) =>
    `<path d="M100 178C40 132 14 102 14 68a42 42 0 0 1 86-14a42 42 0 0 1 86 14c0 34-26 64-86 110Z" fill="${c}"/>` +
    '<path d="M30 98h40l14-28 22 56 16-28h48" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>',
  bone: (c) =>
    `<g transform="rotate(-35 100 100)" fill="${c}"><rect x="45" y="82" width="110" height="36"/>` +
    '<circle cx="45" cy="80" r="22"/><circle cx="45" cy="120" r="22"/>' +
    '<circle cx="155" cy="80" r="22"/><circle cx="155" cy="120" r="22"/></g>',
  bottle: (c) =>
    `<path d="M88 14h24l6 30H82z" fill="${c}" fill-opacity="0.8"/>` +
    `<rect x="66" y="44" width="68" height="20" rx="6" fill="${c}"/>` +
    `<rect x="58" y="64" width="84" height="122" rx="26" fill="${c}"/>` +
    '<path d="M76 96h22M76 120h22M76 144h22" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"/>',
  tooth: (c) =>
    '<path d="M60 20C30 20 22 50 28 80C34 110 46 130 52 170C56 190 74 190 78 170L90 120C94 108 106 108 110 120' +
    `L122 170C126 190 144 190 148 170C154 130 166 110 172 80C178 50 170 20 140 20C122 20 112 30 100 30C88 30 78 20 60 20Z" fill="${c}"/>`,
  house: (c) =>
    `<path d="M100 20L185 95H160V180H40V95H15Z" fill="${c}"/>` +
    '<path d="M92 74h16v14h14v16h-14v14H92v-14H78V88h14z" fill="#fff"/>' +
    '<rect x="84" y="132" width="32" height="48" fill="#fff" fill-opacity="0.6"/>',
  glove: (c) =>
    `<g fill="${c}"><rect x="62" y="30" width="20" height="80" rx="10"/><rect x="86" y="18" width="20" height="90" rx="10"/>` +
    '<rect x="110" y="24" width="20" height="86" rx="10"/><rect x="134" y="40" width="18" height="72" rx="9"/>' +
    '<rect x="20" y="88" width="22" height="66" rx="11" transform="rotate(-40 31 121)"/>' +
    '<path d="M58 96h96v44c0 22-14 34-30 38v14H78v-16c-14-6-20-18-20-36z"/></g>' +
    '<path d="M76 178h50" stroke="#fff" stroke-width="6" stroke-opacity="0.6"/>',
  pump: (c) =>
    `<rect x="66" y="70" width="68" height="116" rx="18" fill="${c}"/>` +
    `<rect x="84" y="48" width="32" height="24" fill="${c}" fill-opacity="0.85"/>` +
    `<path d="M92 20h50v14h-36v16H92z" fill="${c}"/>` +
    '<path d="M82 108h36M82 130h36M82 152h22" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"/>',
}

/** A symbol centred at (cx, cy), scaled from its 200 px box. */
export function drawPictogram(
  pictogram: Pictogram,
  colour: string,
  cx: number,
  cy: number,
  scale: number,
): string {
  const x = cx - 100 * scale
  const y = cy - 100 * scale
  return `<g transform="translate(${x} ${y}) scale(${scale})">${SHAPES[pictogram](colour)}</g>`
}

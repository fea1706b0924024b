/**
 * The emblems of the generated covers: small flat drawings in a 200 × 200 box, one per demo
 * story (the demo content names each story's emblem; a test keeps them unique).
 *
 * Each emblem is drawn in `fg`; `cut` is the colour of the surface it sits on (for holes
 * and windows) and `accent` a second colour for small details.
 */

export interface EmblemColours {
  fg: string;
  cut: string;
  accent: string;
}

type Draw = (c: EmblemColours) => string;

/** Points of a regular polygon or star around (cx, cy); `inner` > 0 makes a star. */
function star(cx: number, cy: number, r: number, points: number, inner = 0, rotate = -90): string {
  const out: string[] = [];
  const n = inner ? points * 2 : points;
  for (let i = 0; i < n; i++) {
    const rr = inner && i % 2 ? inner : r;
    const a = ((rotate + (360 / n) * i) * Math.PI) / 180;
    out.push(`${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`);
  }
  return out.join(' ');
}

/** `count` copies of an element rotated around (cx, cy). */
function around(count: number, cx: number, cy: number, element: string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += `<g transform="rotate(${((360 / count) * i).toFixed(1)} ${cx} ${cy})">${element}</g>`;
  return out;
}

export const EMBLEMS = {
  leaf: ({ fg, cut }) =>
    `<polygon points="100,12 116,52 142,38 136,78 176,66 162,96 188,110 146,126 152,152 110,136 104,188 96,188 90,136 48,152 54,126 12,110 38,96 24,66 64,78 58,38 84,52" fill="${fg}"/>
     <path d="M100,186 L100,70 M100,120 L62,98 M100,120 L138,98 M100,148 L70,138 M100,148 L130,138" stroke="${cut}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.7"/>`,
  ferry: ({ fg, cut, accent }) =>
    `<rect x="108" y="40" width="16" height="34" fill="${accent}"/><rect x="104" y="36" width="24" height="8" fill="${fg}"/>
     <rect x="66" y="72" width="74" height="24" rx="4" fill="${fg}"/><rect x="48" y="94" width="112" height="28" rx="4" fill="${fg}"/>
     ${[60, 80, 100, 120, 140].map((x) => `<circle cx="${x}" cy="108" r="5" fill="${cut}"/>`).join('')}
     <polygon points="22,120 184,120 164,152 40,152" fill="${fg}"/>
     <path d="M10,166 q15,-8 30,0 t30,0 t30,0 t30,0 t30,0 t30,0 M30,182 q15,-8 30,0 t30,0 t30,0 t30,0 t30,0" stroke="${fg}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  envelope: ({ fg, cut, accent }) =>
    `<g transform="rotate(-8 100 100)"><rect x="26" y="52" width="148" height="100" rx="6" fill="${fg}"/>
     <polyline points="28,56 100,112 172,56" fill="none" stroke="${cut}" stroke-width="5" stroke-linejoin="round"/>
     <path d="M28,150 L82,100 M172,150 L118,100" stroke="${cut}" stroke-width="3" opacity="0.5"/>
     <circle cx="100" cy="112" r="15" fill="${accent}"/><circle cx="100" cy="112" r="8" fill="none" stroke="${cut}" stroke-width="2" opacity="0.6"/></g>`,
  dome: ({ fg, accent }) =>
    `<path d="M20,160 A80,80 0 0 1 180,160 Z" fill="${fg}" opacity="0.25"/>
     <path d="M20,160 A80,80 0 0 1 180,160" fill="none" stroke="${fg}" stroke-width="5"/>
     <path d="M100,80 L100,160 M60,91 Q72,125 70,160 M140,91 Q128,125 130,160 M30,125 Q100,110 170,125" fill="none" stroke="${fg}" stroke-width="2" opacity="0.6"/>
     ${[[44, 132, 18], [66, 110, 16], [86, 96, 14], [104, 118, 18], [126, 104, 14], [144, 128, 16]].map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${160 - y!}" fill="${fg}"/>`).join('')}
     ${[[90, 104], [90, 116], [130, 112], [130, 124], [70, 120], [108, 128]].map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="6" fill="${accent}"/>`).join('')}
     <rect x="10" y="158" width="180" height="6" fill="${fg}"/>`,
  planet: ({ fg, accent }) =>
    `<ellipse cx="100" cy="100" rx="92" ry="24" transform="rotate(-18 100 100)" fill="none" stroke="${accent}" stroke-width="7"/>
     <circle cx="100" cy="100" r="52" fill="${fg}"/>
     <path d="M60,78 Q100,66 140,80 M52,100 Q100,90 148,102" stroke="${accent}" stroke-width="4" fill="none" opacity="0.35"/>
     <path d="M16,118 Q100,140 186,84" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
     <circle cx="162" cy="40" r="8" fill="${fg}"/>`,
  circuit: ({ fg, cut, accent }) =>
    `${[0, 90, 180, 270].map((r) => `<g transform="rotate(${r} 100 100)">${[76, 92, 108, 124].map((x) => `<rect x="${x - 3}" y="44" width="6" height="22" fill="${fg}"/>`).join('')}<path d="M76,44 L76,26 L40,26 M124,44 L124,14" stroke="${fg}" stroke-width="4" fill="none"/><circle cx="40" cy="26" r="6" fill="${accent}"/><circle cx="124" cy="14" r="6" fill="${accent}"/></g>`).join('')}
     <rect x="60" y="60" width="80" height="80" rx="10" fill="${fg}"/>
     <rect x="76" y="76" width="48" height="48" rx="4" fill="none" stroke="${cut}" stroke-width="3"/>
     <circle cx="100" cy="100" r="10" fill="${accent}"/>`,
  pencil: ({ fg, cut, accent }) =>
    `<g transform="rotate(-40 100 100)"><rect x="84" y="18" width="32" height="22" rx="4" fill="${accent}"/><rect x="84" y="40" width="32" height="8" fill="${cut}" opacity="0.6"/>
     <rect x="84" y="48" width="32" height="104" fill="${fg}"/><rect x="95" y="48" width="10" height="104" fill="${cut}" opacity="0.25"/>
     <polygon points="84,152 116,152 100,190" fill="${fg}" opacity="0.65"/><polygon points="94,176 106,176 100,190" fill="${fg}"/></g>
     <path d="M30,176 q20,-14 40,0 t40,0" stroke="${fg}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  chat: ({ fg, cut, accent }) =>
    `<path d="M22,36 h104 a14,14 0 0 1 14,14 v46 a14,14 0 0 1 -14,14 h-70 l-22,20 v-20 h-12 a14,14 0 0 1 -14,-14 v-46 a14,14 0 0 1 14,-14z" fill="${fg}"/>
     ${[52, 74, 96].map((x) => `<circle cx="${x}" cy="73" r="7" fill="${cut}"/>`).join('')}
     <path d="M80,100 h92 a12,12 0 0 1 12,12 v40 a12,12 0 0 1 -12,12 h-10 v18 l-20,-18 h-62 a12,12 0 0 1 -12,-12 v-40 a12,12 0 0 1 12,-12z" fill="${accent}"/>
     <path d="M96,124 h70 M96,140 h48" stroke="${cut}" stroke-width="6" stroke-linecap="round"/>`,
  tent: ({ fg, cut, accent }) =>
    `<polygon points="100,34 178,158 22,158" fill="${fg}"/><polygon points="100,70 132,158 68,158" fill="${cut}"/>
     <polygon points="100,70 132,158 112,158" fill="${fg}" opacity="0.5"/>
     <path d="M100,34 L100,20 M100,34 L70,22 M100,34 L130,22" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>
     <rect x="8" y="158" width="184" height="5" rx="2" fill="${fg}"/>
     <polygon points="${star(34, 50, 9, 4, 3)}" fill="${accent}"/><polygon points="${star(166, 70, 7, 4, 2.5)}" fill="${accent}"/>`,
  lighthouse: ({ fg, cut, accent }) =>
    `<polygon points="100,70 20,36 20,58" fill="${accent}" opacity="0.45"/><polygon points="100,70 180,40 180,64" fill="${accent}" opacity="0.45"/>
     <polygon points="82,76 118,76 130,176 70,176" fill="${fg}"/>
     <polygon points="80,104 120,104 122,120 78,120" fill="${cut}"/><polygon points="76,140 124,140 126,156 74,156" fill="${cut}"/>
     <rect x="84" y="52" width="32" height="24" fill="${accent}"/><rect x="78" y="74" width="44" height="6" fill="${fg}"/>
     <polygon points="80,52 120,52 100,30" fill="${fg}"/><rect x="50" y="176" width="100" height="8" rx="3" fill="${fg}"/>`,
  stairs: ({ fg, cut, accent }) =>
    `<polygon points="20,180 20,150 50,150 50,120 80,120 80,90 110,90 110,60 140,60 140,30 180,30 180,180" fill="${fg}"/>
     <rect x="146" y="38" width="26" height="40" fill="${accent}"/><circle cx="167" cy="60" r="2.5" fill="${cut}"/>
     <path d="M28,146 L148,26" stroke="${fg}" stroke-width="4" opacity="0.6"/>
     <text x="60" y="170" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="40" fill="${cut}">9</text>`,
  note: ({ fg, accent }) =>
    `<ellipse cx="62" cy="150" rx="24" ry="17" transform="rotate(-20 62 150)" fill="${fg}"/><ellipse cx="142" cy="132" rx="24" ry="17" transform="rotate(-20 142 132)" fill="${fg}"/>
     <rect x="80" y="46" width="7" height="104" fill="${fg}"/><rect x="160" y="28" width="7" height="104" fill="${fg}"/>
     <polygon points="80,46 167,28 167,50 80,68" fill="${fg}"/>
     <path d="M24,186 Q60,170 100,186 T176,186" stroke="${accent}" stroke-width="4" fill="none"/>`,
  mountain: ({ fg, cut, accent }) =>
    `<circle cx="150" cy="48" r="18" fill="${accent}"/>
     <polygon points="0,170 70,56 140,170" fill="${fg}"/><polygon points="70,170 132,84 200,170" fill="${fg}" opacity="0.7"/>
     <polygon points="70,56 86,82 76,78 66,88 56,78" fill="${cut}"/><polygon points="132,84 144,101 136,99 128,104 122,98" fill="${cut}"/>
     <path d="M100,170 Q90,150 104,136 T96,110" stroke="${cut}" stroke-width="4" fill="none" stroke-dasharray="6 6"/>`,
  tulip: ({ fg, accent }) =>
    `<path d="M100,120 C98,150 100,170 100,190" stroke="${accent}" stroke-width="6" fill="none"/>
     <path d="M100,170 C70,160 52,136 50,110 C74,118 92,140 100,170Z M100,160 C126,150 146,128 150,104 C126,112 108,134 100,160Z" fill="${accent}"/>
     <path d="M100,124 C70,124 58,96 62,58 C74,70 84,72 88,72 C90,52 96,40 100,30 C104,40 110,52 112,72 C116,72 126,70 138,58 C142,96 130,124 100,124Z" fill="${fg}"/>`,
  arch: ({ fg, cut, accent }) =>
    `<rect x="30" y="24" width="140" height="160" fill="${fg}"/>
     <rect x="40" y="34" width="120" height="10" fill="${accent}"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<rect x="${42 + i * 12}" y="50" width="8" height="8" fill="${cut}" opacity="0.5"/>`).join('')}
     <path d="M64,184 L64,112 Q64,80 100,64 Q136,80 136,112 L136,184 Z" fill="${cut}"/>
     <path d="M56,184 L56,110 Q56,74 100,56 Q144,74 144,110 L144,184" fill="none" stroke="${accent}" stroke-width="4"/>`,
  daisy: ({ fg, cut, accent }) =>
    `${around(14, 100, 90, `<ellipse cx="100" cy="50" rx="11" ry="32" fill="${fg}"/>`)}
     <circle cx="100" cy="90" r="24" fill="${accent}"/><circle cx="100" cy="90" r="24" fill="none" stroke="${cut}" stroke-width="3" opacity="0.3"/>
     <path d="M100,130 Q96,160 100,196" stroke="${fg}" stroke-width="5" fill="none"/>`,
  building: ({ fg, cut, accent }) =>
    `<rect x="44" y="30" width="112" height="156" fill="${fg}"/><path d="M60,30 V14 M140,30 V8 M134,14 h12" stroke="${fg}" stroke-width="4"/>
     ${[0, 1, 2, 3, 4].flatMap((row) => [0, 1, 2, 3].map((col) => `<rect x="${56 + col * 24}" y="${42 + row * 24}" width="14" height="14" fill="${(row * 4 + col) % 5 === 1 ? accent : cut}"/>`)).join('')}
     <rect x="88" y="160" width="24" height="26" fill="${cut}"/><rect x="30" y="184" width="140" height="6" fill="${fg}"/>`,
  bag: ({ fg, cut, accent }) =>
    `<path d="M62,74 C62,30 138,30 138,74" fill="none" stroke="${fg}" stroke-width="10"/>
     <path d="M34,76 H166 L154,176 H46 Z" fill="${fg}"/>
     <path d="M38,100 H162" stroke="${cut}" stroke-width="3" opacity="0.5"/>
     <rect x="88" y="92" width="24" height="18" rx="3" fill="${accent}"/>`,
  crown: ({ fg, cut, accent }) =>
    `<polygon points="24,150 24,62 62,102 100,40 138,102 176,62 176,150" fill="${fg}"/>
     <rect x="20" y="148" width="160" height="22" rx="3" fill="${fg}"/>
     <circle cx="24" cy="58" r="9" fill="${accent}"/><circle cx="100" cy="36" r="10" fill="${accent}"/><circle cx="176" cy="58" r="9" fill="${accent}"/>
     ${[56, 100, 144].map((x) => `<circle cx="${x}" cy="159" r="6" fill="${cut}"/>`).join('')}
     <polygon points="${star(100, 118, 14, 4, 5)}" fill="${cut}"/>`,
  butterfly: ({ fg, cut, accent }) =>
    `<path d="M100,96 C80,40 30,20 20,50 C12,78 50,100 100,100Z M100,96 C120,40 170,20 180,50 C188,78 150,100 100,100Z" fill="${fg}"/>
     <path d="M100,104 C70,110 40,140 56,166 C72,184 96,150 100,112Z M100,104 C130,110 160,140 144,166 C128,184 104,150 100,112Z" fill="${accent}"/>
     <circle cx="52" cy="58" r="9" fill="${cut}" opacity="0.7"/><circle cx="148" cy="58" r="9" fill="${cut}" opacity="0.7"/>
     <rect x="96" y="70" width="8" height="86" rx="4" fill="${cut}"/>
     <path d="M98,72 Q90,44 76,36 M102,72 Q110,44 124,36" stroke="${cut}" stroke-width="3" fill="none"/>`,
  sun: ({ fg, accent }) =>
    `${around(16, 100, 100, `<polygon points="94,36 106,36 100,8" fill="${fg}"/>`)}
     <circle cx="100" cy="100" r="50" fill="${fg}"/><circle cx="100" cy="100" r="38" fill="none" stroke="${accent}" stroke-width="4"/>`,
  tower: ({ fg, cut, accent }) =>
    `<rect x="91" y="70" width="18" height="112" fill="${fg}"/><polygon points="70,190 130,190 109,150 91,150" fill="${fg}"/>
     <ellipse cx="100" cy="56" rx="36" ry="28" fill="${fg}"/><rect x="64" y="52" width="72" height="8" fill="${accent}"/>
     ${[76, 88, 100, 112, 124].map((x) => `<rect x="${x - 3}" y="40" width="6" height="8" fill="${cut}"/>`).join('')}
     <path d="M100,28 V6" stroke="${fg}" stroke-width="4"/><circle cx="100" cy="6" r="4" fill="${accent}"/>`,
  quill: ({ fg, cut, accent }) =>
    `<path d="M150,14 C110,30 70,80 62,150 L72,152 C92,96 120,56 150,14Z" fill="${fg}"/>
     <path d="M150,14 C154,60 120,110 72,150 C100,100 126,60 150,14Z" fill="${fg}" opacity="0.6"/>
     <path d="M66,150 L50,186" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>
     <path d="M120,150 h56 v30 a6,6 0 0 1 -6,6 h-44 a6,6 0 0 1 -6,-6z" fill="${accent}"/><rect x="128" y="142" width="40" height="10" fill="${accent}"/>
     <path d="M126,164 h50" stroke="${cut}" stroke-width="3" opacity="0.5"/>`,
  wheat: ({ fg, accent }) =>
    `${[-26, 0, 26].map((dx, k) => {
      const x = 100 + dx;
      const lean = (k - 1) * 14;
      let grains = '';
      for (let i = 0; i < 6; i++) {
        const y = 40 + i * 16;
        grains += `<ellipse cx="${x - 9 + lean * (1 - i / 6)}" cy="${y}" rx="7" ry="13" transform="rotate(-28 ${x - 9 + lean * (1 - i / 6)} ${y})" fill="${fg}"/><ellipse cx="${x + 9 + lean * (1 - i / 6)}" cy="${y}" rx="7" ry="13" transform="rotate(28 ${x + 9 + lean * (1 - i / 6)} ${y})" fill="${fg}"/>`;
      }
      return `<path d="M${x + lean},26 Q${x + lean / 2},120 100,190" stroke="${fg}" stroke-width="4" fill="none"/>${grains}`;
    }).join('')}
     <path d="M60,170 Q100,150 140,170" stroke="${accent}" stroke-width="5" fill="none"/>`,
  moon: ({ fg, accent }) =>
    `<path d="M124,28 A74,74 0 1 0 124,172 A58,58 0 1 1 124,28 Z" fill="${fg}"/>
     <polygon points="${star(150, 60, 14, 4, 4)}" fill="${accent}"/><polygon points="${star(166, 128, 9, 4, 3)}" fill="${accent}"/><circle cx="140" cy="96" r="3" fill="${accent}"/>`,
  ripples: ({ fg, accent }) =>
    `<ellipse cx="100" cy="146" rx="94" ry="36" fill="${fg}" opacity="0.14"/>
     ${[94, 70, 46].map((r, i) => `<ellipse cx="100" cy="146" rx="${r}" ry="${(r * 0.38).toFixed(1)}" fill="none" stroke="${fg}" stroke-width="${6 + i * 2}" opacity="${(0.45 + i * 0.25).toFixed(2)}"/>`).join('')}
     <ellipse cx="100" cy="146" rx="18" ry="7" fill="${fg}"/>
     <path d="M100,0 V64" stroke="${fg}" stroke-width="4"/>
     <path d="M100,62 C82,90 80,108 100,118 C120,108 118,90 100,62Z" fill="${accent}"/>`,
  bat: ({ fg, accent }) =>
    `<path d="M100,84 L92,64 L96,82 C80,70 56,64 30,72 C40,80 44,92 40,104 C54,96 66,100 72,112 C80,102 92,104 100,120 C108,104 120,102 128,112 C134,100 146,96 160,104 C156,92 160,80 170,72 C144,64 120,70 104,82 L108,64 Z" fill="${fg}"/>
     <circle cx="96" cy="90" r="2.5" fill="${accent}"/><circle cx="104" cy="90" r="2.5" fill="${accent}"/>
     <circle cx="100" cy="150" r="34" fill="${accent}" opacity="0.35"/>`,
  door: ({ fg, cut, accent }) =>
    `<rect x="46" y="20" width="108" height="170" fill="${fg}"/>
     <polygon points="60,34 140,34 140,190 60,190" fill="${cut}"/>
     <polygon points="60,34 110,46 110,182 60,190" fill="${accent}" opacity="0.85"/>
     <polygon points="60,34 110,46 110,182 60,190" fill="none" stroke="${fg}" stroke-width="3"/>
     <circle cx="100" cy="118" r="4" fill="${fg}"/>
     <text x="128" y="78" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="28" fill="${fg}">5</text>`,
  eye: ({ fg, cut, accent }) =>
    `<path d="M10,100 Q100,10 190,100 Q100,190 10,100 Z" fill="${fg}"/>
     <circle cx="100" cy="100" r="40" fill="${accent}"/><circle cx="100" cy="100" r="18" fill="${cut}"/>
     <circle cx="112" cy="88" r="7" fill="${fg}"/>
     ${[-60, -30, 0, 30, 60].map((a) => `<line x1="100" y1="40" x2="100" y2="18" transform="rotate(${a} 100 100)" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>`).join('')}`,
  tea: ({ fg, cut, accent }) =>
    `<path d="M82,50 Q86,34 80,22 M104,50 Q110,34 102,20 M124,48 Q128,36 122,26" stroke="${fg}" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>
     <path d="M70,58 L130,58 Q122,96 112,108 Q128,128 122,160 L78,160 Q72,128 88,108 Q78,96 70,58 Z" fill="${fg}"/>
     <path d="M76,72 L124,72 Q118,98 110,108 Q122,126 118,152 L82,152 Q78,126 90,108 Q82,98 76,72 Z" fill="${accent}"/>
     <ellipse cx="100" cy="168" rx="62" ry="12" fill="${fg}"/><ellipse cx="100" cy="164" rx="30" ry="4" fill="${cut}" opacity="0.5"/>`,
  pomegranate: ({ fg, cut, accent }) =>
    `<polygon points="84,52 88,30 96,46 100,26 104,46 112,30 116,52" fill="${fg}"/>
     <circle cx="100" cy="112" r="64" fill="${fg}"/>
     <path d="M132,70 A52,52 0 0 1 152,112" stroke="${cut}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.45"/>
     <g transform="rotate(-30 100 112)"><path d="M100,112 L164,112 A64,64 0 0 1 132,167 Z" fill="${accent}"/></g>
     ${[[130, 130], [142, 118], [120, 142], [136, 146], [150, 132]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${cut}" opacity="0.8"/>`).join('')}`,
  bell: ({ fg, cut, accent }) =>
    `<path d="M100,22 C100,22 106,22 106,30 V38 H94 V30 C94,22 100,22 100,22Z" fill="${fg}"/>
     <path d="M100,36 C62,36 56,74 56,110 C56,136 44,146 34,156 H166 C156,146 144,136 144,110 C144,74 138,36 100,36Z" fill="${fg}"/>
     <path d="M72,92 C74,68 84,56 100,52" stroke="${cut}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.4"/>
     <rect x="30" y="154" width="140" height="10" rx="5" fill="${fg}"/><circle cx="100" cy="176" r="13" fill="${accent}"/>`,
  house: ({ fg, cut, accent }) =>
    `<rect x="130" y="34" width="18" height="40" fill="${fg}"/>
     <polygon points="100,24 186,96 14,96" fill="${fg}"/><rect x="36" y="92" width="128" height="92" fill="${fg}"/>
     <rect x="86" y="128" width="28" height="56" fill="${cut}"/>
     ${[50, 128].map((x) => `<rect x="${x}" y="112" width="22" height="22" fill="${accent}"/>`).join('')}
     <rect x="89" y="56" width="22" height="22" fill="${accent}"/>
     ${[[61, 112, 61, 134], [50, 123, 72, 123], [139, 112, 139, 134], [128, 123, 150, 123]].map(([a, b, c, d]) => `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}" stroke="${fg}" stroke-width="2"/>`).join('')}`,
  pine: ({ fg, accent }) =>
    `${[[70, 1, 1], [134, 0.78, 0.7]].map(([x, s, o]) => {
      const t = (y: number, w: number) => `${x! - w * s!},${y} ${x},${y - 50 * s!} ${x! + w * s!},${y}`;
      return `<g opacity="${o}"><polygon points="${t(90, 36)}" fill="${fg}"/><polygon points="${t(130, 48)}" fill="${fg}"/><polygon points="${t(170, 60)}" fill="${fg}"/><rect x="${x! - 6}" y="170" width="12" height="20" fill="${fg}"/></g>`;
    }).join('')}
     <polygon points="${star(164, 34, 10, 4, 3)}" fill="${accent}"/>`,
  anchor: ({ fg, accent }) =>
    `<circle cx="100" cy="34" r="16" fill="none" stroke="${fg}" stroke-width="9"/>
     <rect x="94" y="48" width="12" height="132" fill="${fg}"/><rect x="62" y="66" width="76" height="12" rx="6" fill="${fg}"/>
     <path d="M30,120 C36,164 70,182 100,182 C130,182 164,164 170,120" fill="none" stroke="${fg}" stroke-width="11" stroke-linecap="round"/>
     <polygon points="20,130 30,104 44,128" fill="${fg}"/><polygon points="180,130 170,104 156,128" fill="${fg}"/>
     <path d="M40,196 q15,-8 30,0 t30,0 t30,0 t30,0" stroke="${accent}" stroke-width="3" fill="none"/>`,
  snowflake: ({ fg, accent }) =>
    `${around(6, 100, 100, `<path d="M100,100 V18 M100,46 L82,30 M100,46 L118,30 M100,70 L80,56 M100,70 L120,56" stroke="${fg}" stroke-width="8" stroke-linecap="round" fill="none"/>`)}
     <polygon points="${star(100, 100, 18, 6)}" fill="${accent}"/>`,
  balloon: ({ fg, cut, accent }) =>
    `<path d="M100,14 C148,14 172,48 168,84 C164,114 128,136 118,152 H82 C72,136 36,114 32,84 C28,48 52,14 100,14Z" fill="${fg}"/>
     <path d="M100,14 C80,40 76,100 90,152 M100,14 C120,40 124,100 110,152" fill="none" stroke="${cut}" stroke-width="4" opacity="0.55"/>
     <path d="M36,70 H164" stroke="${accent}" stroke-width="8" opacity="0.9"/>
     <path d="M84,152 L88,170 M116,152 L112,170" stroke="${fg}" stroke-width="3"/><rect x="84" y="168" width="32" height="22" rx="3" fill="${accent}"/>`,
  rose: ({ fg, cut, accent }) =>
    `<path d="M100,120 C96,150 104,170 100,196" stroke="${accent}" stroke-width="6" fill="none"/>
     <path d="M100,160 C120,140 150,146 156,132 C136,124 112,136 100,160Z" fill="${accent}"/>
     <circle cx="100" cy="78" r="52" fill="${fg}"/>
     <path d="M100,78 m0,-10 a10,10 0 1 1 -10,10 a20,20 0 0 1 20,-20 a30,30 0 0 1 30,30 a40,40 0 0 1 -40,40 a44,44 0 0 1 -44,-44" fill="none" stroke="${cut}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`,
  phone: ({ fg, cut, accent }) =>
    `<path d="M46,70 C46,40 154,40 154,70" fill="none" stroke="${fg}" stroke-width="18" stroke-linecap="round"/>
     <rect x="30" y="58" width="40" height="26" rx="10" fill="${fg}"/><rect x="130" y="58" width="40" height="26" rx="10" fill="${fg}"/>
     <path d="M70,92 H130 L170,176 H30 Z" fill="${fg}"/>
     <circle cx="100" cy="136" r="30" fill="${cut}"/>
     ${around(8, 100, 136, `<circle cx="100" cy="116" r="4.5" fill="${fg}"/>`)}
     <circle cx="100" cy="136" r="8" fill="${accent}"/>`,
  mirror: ({ fg, cut, accent }) =>
    `<ellipse cx="100" cy="92" rx="58" ry="78" fill="${fg}"/><ellipse cx="100" cy="92" rx="44" ry="64" fill="${cut}"/>
     <ellipse cx="100" cy="92" rx="44" ry="64" fill="${accent}" opacity="0.3"/>
     <path d="M76,60 L96,40 M76,86 L114,48" stroke="${fg}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
     <polygon points="${star(100, 14, 12, 4, 4)}" fill="${accent}"/>
     <path d="M100,170 V192 M80,192 H120" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>`,
  heart: ({ fg, cut }) =>
    `<path d="M100,172 C60,140 20,114 20,72 C20,40 44,24 66,24 C84,24 96,36 100,48 C104,36 116,24 134,24 C156,24 180,40 180,72 C180,114 140,140 100,172Z" fill="${fg}"/>
     <path d="M52,64 C52,52 60,46 70,46" stroke="${cut}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.5"/>`,
  compass: ({ fg, cut, accent }) =>
    `<circle cx="100" cy="100" r="84" fill="none" stroke="${fg}" stroke-width="6"/>
     ${around(24, 100, 100, `<rect x="98.5" y="22" width="3" height="10" fill="${fg}"/>`)}
     <polygon points="${star(100, 100, 70, 4, 14, 0)}" fill="${fg}" opacity="0.5" transform="rotate(45 100 100)"/>
     <polygon points="${star(100, 100, 76, 4, 16)}" fill="${fg}"/>
     <polygon points="100,24 114,100 86,100" fill="${accent}"/><circle cx="100" cy="100" r="8" fill="${cut}"/>`,
  key: ({ fg, accent }) =>
    `<g transform="rotate(-35 100 100)"><circle cx="50" cy="100" r="34" fill="none" stroke="${fg}" stroke-width="14"/>
     <rect x="82" y="93" width="100" height="14" rx="4" fill="${fg}"/><rect x="150" y="105" width="12" height="28" fill="${fg}"/><rect x="168" y="105" width="12" height="20" fill="${fg}"/>
     <circle cx="50" cy="100" r="10" fill="${accent}"/></g>`,
} satisfies Record<string, Draw>;

export type CoverEmblem = keyof typeof EMBLEMS;

export const EMBLEM_NAMES = Object.keys(EMBLEMS) as CoverEmblem[];

/** The emblem drawn into a `size`-pixel square whose top-left corner is (x, y). */
export function placeEmblem(name: CoverEmblem, x: number, y: number, size: number, colours: EmblemColours, opacity = 1): string {
  const draw: Draw = EMBLEMS[name];
  const op = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 200).toFixed(4)})"${op}>${draw(colours)}</g>`;
}

import type { JSX } from 'react';
import type { CoverMotif, SampleBook } from './sampleBooks';
import styles from './GeneratedCover.module.css';

const BALLOONS: [number, number, number][] = [
  [58, 78, 18],
  [128, 54, 26],
  [164, 118, 13],
];

const TREES: [number, number, number][] = [
  [30, 200, 70],
  [62, 210, 95],
  [100, 200, 120],
  [138, 210, 95],
  [170, 200, 70],
];

function Motif({ motif, color }: { motif: CoverMotif; color: string }) {
  const common = { fill: 'none', stroke: color, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  const shapes: Record<CoverMotif, JSX.Element> = {
    waves: (
      <>
        <circle cx="140" cy="70" r="26" fill={color} opacity="0.9" />
        <path d="M20 150h40l6-10h24l6 10h30" {...common} strokeWidth="3" opacity="0.9" />
        <path d="M70 140v-14h14v14M78 126v-8" {...common} strokeWidth="3" opacity="0.9" />
        {[0, 1, 2, 3, 4].map((i) => (
          <path
            key={i}
            d={`M-10 ${168 + i * 16} q 17.5 -9 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0`}
            {...common}
            strokeWidth="2.2"
            opacity={0.75 - i * 0.12}
          />
        ))}
      </>
    ),
    arches: (
      <>
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((col) => (
            <path
              key={`${row}-${col}`}
              d={`M${30 + col * 40} ${200 - row * 52}v-22a12 12 0 0 1 24 0v22Z`}
              {...common}
              strokeWidth="2"
              fill={row === 1 && col === 2 ? color : 'none'}
              opacity={row === 1 && col === 2 ? 0.95 : 0.55}
            />
          )),
        )}
        <path d="M20 210h160" {...common} strokeWidth="2" opacity="0.6" />
      </>
    ),
    stars: (
      <>
        <circle cx="100" cy="120" r="34" fill={color} opacity="0.18" />
        <circle cx="100" cy="120" r="34" {...common} strokeWidth="2" />
        <ellipse cx="100" cy="120" rx="62" ry="14" {...common} strokeWidth="2" transform="rotate(-18 100 120)" />
        {[
          [30, 40],
          [160, 34],
          [48, 188],
          [170, 170],
          [120, 50],
          [24, 120],
          [182, 96],
          [84, 206],
        ].map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i % 3 === 0 ? 2.6 : 1.6} fill={color} />
        ))}
      </>
    ),
    forest: (
      <>
        <circle cx="100" cy="80" r="20" {...common} strokeWidth="2" />
        {TREES.map(([x, base, h], i) => (
          <path
            key={i}
            d={`M${x} ${base - h}l-22 ${h}h44Z`}
            fill={color}
            opacity={i === 2 ? 0.9 : 0.45}
          />
        ))}
        <path d="M14 212h172" {...common} strokeWidth="2" opacity="0.7" />
      </>
    ),
    balloons: (
      <>
        {BALLOONS.map(([x, y, r], i) => (
          <g key={i} opacity={i === 1 ? 1 : 0.7}>
            <ellipse cx={x} cy={y} rx={r} ry={r * 1.18} fill={color} />
            <path
              d={`M${x - r * 0.55} ${y + r * 0.95}L${x - 3} ${y + r * 1.5}M${x + r * 0.55} ${y + r * 0.95}L${x + 3} ${y + r * 1.5}`}
              {...common}
              strokeWidth="1.4"
            />
            <rect x={x - 4} y={y + r * 1.5} width="8" height="6" rx="1" fill={color} />
          </g>
        ))}
        <path
          d="M0 214c14-26 18-56 30-56s14 30 24 30 10-40 26-40 12 46 26 46 12-24 24-24 16 36 26 36 12-20 24-20 10 14 20 28Z"
          fill={color}
          opacity="0.35"
        />
      </>
    ),
    moonHouse: (
      <>
        <circle cx="140" cy="64" r="22" fill={color} opacity="0.9" />
        <circle cx="150" cy="58" r="20" fill="#0b0a0a" opacity="0.55" />
        <path d="M50 210v-70l40-34 40 34v70Z" fill="#000" opacity="0.55" />
        <path d="M50 210v-70l40-34 40 34v70Z" {...common} strokeWidth="2" opacity="0.7" />
        <rect x="80" y="150" width="20" height="22" fill={color} />
        <path d="M14 210h172" {...common} strokeWidth="2" opacity="0.6" />
      </>
    ),
  };
  return (
    <svg className={styles.motif} viewBox="0 0 200 230" aria-hidden="true" focusable="false">
      {shapes[motif]}
    </svg>
  );
}

/** A book cover drawn with CSS and SVG: gradient, motif, title, author and the Okuryazar mark. */
export function GeneratedCover({ book, className }: { book: SampleBook; className?: string }) {
  const [top, bottom, ornament] = book.colors;
  return (
    <div
      className={[styles.cover, className].filter(Boolean).join(' ')}
      style={{ background: `linear-gradient(160deg, ${top}, ${bottom})`, color: '#fffaf3' }}
    >
      <span className={styles.category} style={{ color: ornament }}>
        {book.category}
      </span>
      <Motif motif={book.motif} color={ornament} />
      <span className={styles.title}>{book.title}</span>
      <span className={styles.author}>{book.author}</span>
      <span className={styles.spine} aria-hidden="true" />
    </div>
  );
}

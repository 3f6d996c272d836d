/**
 * Product illustrations, drawn here as SVG: no words inside, so one drawing
 * serves every language; fixed width/height so nothing shifts as they load;
 * colours from the brand tokens. Mirrored in right-to-left pages by CSS.
 */
import { type ReactNode, useId } from 'react';
import './illustrations.css';

const W = 560;
const H = 420;

function Frame({ children, label }: { children: ReactNode; label?: string }) {
  const gradient = `dg-ill-${useId().replace(/:/g, '')}`;
  return (
    <svg
      className="dg-ill"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="dg-ill__bg-a" />
          <stop offset="1" className="dg-ill__bg-b" />
        </linearGradient>
      </defs>
      <rect width={W} height={H} rx="28" fill={`url(#${gradient})`} />
      {children}
    </svg>
  );
}

/** Grey lines of original text. */
function Lines({ x, y, widths, gap = 16 }: { x: number; y: number; widths: number[]; gap?: number }) {
  return (
    <>
      {widths.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static drawing
        <rect key={i} className="dg-ill__text" x={x} y={y + i * gap} width={w} height="8" rx="4" />
      ))}
    </>
  );
}

/** A translated block: tinted background, brand-coloured lines. */
function Translation({
  x,
  y,
  widths,
  gap = 16,
  pad = 12,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  pad?: number;
}) {
  const w = Math.max(...widths) + pad * 2;
  const h = (widths.length - 1) * gap + 8 + pad * 2;
  return (
    <>
      <rect className="dg-ill__tint" x={x - pad} y={y - pad} width={w} height={h} rx="10" />
      {widths.map((lw, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static drawing
        <rect key={i} className="dg-ill__trans" x={x} y={y + i * gap} width={lw} height="8" rx="4" />
      ))}
    </>
  );
}

function Window({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect className="dg-ill__card" x={x} y={y} width={w} height={h} rx="16" />
      <rect className="dg-ill__bar" x={x} y={y} width={w} height="34" rx="16" />
      <rect className="dg-ill__bar" x={x} y={y + 18} width={w} height="16" />
      <circle className="dg-ill__dot" cx={x + 20} cy={y + 17} r="5" />
      <circle className="dg-ill__dot" cx={x + 38} cy={y + 17} r="5" />
      <circle className="dg-ill__dot" cx={x + 56} cy={y + 17} r="5" />
      <rect className="dg-ill__url" x={x + 80} y={y + 10} width={w - 100} height="14" rx="7" />
      {children}
    </g>
  );
}

const drawings = {
  bilingual: () => (
    <Window x={60} y={50} w={440} h={320}>
      <Lines x={90} y={110} widths={[330, 360, 240]} />
      <Translation x={90} y={170} widths={[320, 280]} />
      <Lines x={90} y={238} widths={[350, 300, 200]} />
      <Translation x={90} y={298} widths={[300, 220]} />
      <circle className="dg-ill__accent" cx="478" cy="338" r="18" />
      <path className="dg-ill__on-accent" d="M470 338h16M478 330v16" />
    </Window>
  ),
  pdf: () => (
    <g>
      <rect className="dg-ill__card" x="50" y="50" width="220" height="300" rx="12" />
      <rect className="dg-ill__card" x="290" y="70" width="220" height="300" rx="12" />
      <rect className="dg-ill__accent" x="70" y="70" width="90" height="10" rx="5" />
      <Lines x={70} y={100} widths={[180, 170, 180, 150]} />
      <rect className="dg-ill__figure" x="70" y="172" width="180" height="70" rx="8" />
      <path className="dg-ill__line" d="M82 228l36-30 30 22 28-18 40 26" />
      <Lines x={70} y={262} widths={[180, 160, 120]} />
      <rect className="dg-ill__accent" x="310" y="90" width="90" height="10" rx="5" />
      <Translation x={322} y={124} widths={[160, 150, 160, 120]} pad={10} />
      <rect className="dg-ill__figure" x="310" y="200" width="180" height="70" rx="8" />
      <path className="dg-ill__line" d="M322 256l36-30 30 22 28-18 40 26" />
      <Translation x={322} y={296} widths={[160, 130]} pad={10} />
    </g>
  ),
  video: () => (
    <g>
      <rect className="dg-ill__screen" x="50" y="60" width="460" height="280" rx="18" />
      <circle className="dg-ill__play" cx="280" cy="170" r="34" />
      <path className="dg-ill__on-accent" d="M270 152v36l30-18z" />
      <rect className="dg-ill__sub" x="130" y="252" width="300" height="22" rx="6" />
      <rect className="dg-ill__sub-trans" x="110" y="282" width="340" height="22" rx="6" />
      <rect className="dg-ill__progress" x="70" y="318" width="420" height="6" rx="3" />
      <rect className="dg-ill__accent" x="70" y="318" width="170" height="6" rx="3" />
    </g>
  ),
  manga: () => (
    <g>
      <rect className="dg-ill__card" x="60" y="40" width="440" height="340" rx="14" />
      <rect className="dg-ill__panel" x="80" y="60" width="190" height="140" rx="6" />
      <rect className="dg-ill__panel" x="290" y="60" width="190" height="200" rx="6" />
      <rect className="dg-ill__panel" x="80" y="220" width="190" height="140" rx="6" />
      <rect className="dg-ill__panel" x="290" y="280" width="190" height="80" rx="6" />
      <ellipse className="dg-ill__bubble" cx="170" cy="110" rx="62" ry="30" />
      <Translation x={132} y={100} widths={[76, 56]} gap={14} pad={0} />
      <ellipse className="dg-ill__bubble" cx="390" cy="130" rx="66" ry="40" />
      <Translation x={350} y={114} widths={[80, 70, 50]} gap={14} pad={0} />
      <ellipse className="dg-ill__bubble" cx="175" cy="290" rx="58" ry="28" />
      <Translation x={140} y={283} widths={[70, 50]} gap={14} pad={0} />
      <circle className="dg-ill__figure" cx="220" cy="160" r="18" />
      <circle className="dg-ill__figure" cx="420" cy="220" r="22" />
    </g>
  ),
  image: () => (
    <g>
      <rect className="dg-ill__card" x="70" y="50" width="420" height="320" rx="16" />
      <rect className="dg-ill__photo" x="90" y="70" width="380" height="220" rx="10" />
      <path className="dg-ill__mountain" d="M90 290l110-110 80 70 60-50 130 90z" />
      <circle className="dg-ill__sun" cx="400" cy="120" r="24" />
      <rect className="dg-ill__sign" x="150" y="110" width="170" height="56" rx="8" />
      <rect className="dg-ill__trans" x="166" y="126" width="138" height="8" rx="4" />
      <rect className="dg-ill__trans" x="166" y="142" width="100" height="8" rx="4" />
      <Lines x={100} y={310} widths={[300, 220]} />
    </g>
  ),
  share: () => (
    <g>
      <rect className="dg-ill__card" x="70" y="70" width="300" height="260" rx="18" />
      <Lines x={96} y={104} widths={[240, 220, 160]} />
      <Translation x={96} y={168} widths={[230, 200, 120]} />
      <rect className="dg-ill__url" x="96" y="268" width="150" height="26" rx="13" />
      <circle className="dg-ill__accent" cx="430" cy="130" r="30" />
      <circle className="dg-ill__accent-2" cx="470" cy="250" r="30" />
      <circle className="dg-ill__accent" cx="420" cy="330" r="24" />
      <path className="dg-ill__link" d="M370 180l40-30M370 230l72 18M370 280l30 36" />
    </g>
  ),
  mobile: () => (
    <g>
      <rect className="dg-ill__phone" x="190" y="30" width="180" height="360" rx="30" />
      <rect className="dg-ill__card" x="204" y="60" width="152" height="300" rx="10" />
      <Lines x={218} y={84} widths={[120, 110, 90]} gap={14} />
      <Translation x={224} y={140} widths={[110, 90]} gap={14} pad={8} />
      <Lines x={218} y={192} widths={[124, 100]} gap={14} />
      <Translation x={224} y={236} widths={[108, 80]} gap={14} pad={8} />
      <Lines x={218} y={286} widths={[120, 96]} gap={14} />
      <rect className="dg-ill__notch" x="250" y="40" width="60" height="8" rx="4" />
      <circle className="dg-ill__accent-2" cx="110" cy="120" r="36" />
      <circle className="dg-ill__accent" cx="450" cy="300" r="44" />
    </g>
  ),
  engines: () => (
    <g>
      <circle className="dg-ill__hub" cx="280" cy="210" r="58" />
      <path className="dg-ill__on-accent" d="M256 190h24a20 20 0 0 1 0 40h-24zM290 200h12M290 210h12M290 220h12" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map(i => {
        const a = (i / 8) * Math.PI * 2;
        const x = 280 + Math.cos(a) * 160;
        const y = 210 + Math.sin(a) * 140;
        return (
          <g key={i}>
            <path className="dg-ill__link" d={`M${280 + Math.cos(a) * 62} ${210 + Math.sin(a) * 62}L${x} ${y}`} />
            <circle className={i % 2 ? 'dg-ill__node-2' : 'dg-ill__node'} cx={x} cy={y} r="26" />
          </g>
        );
      })}
    </g>
  ),
  book: () => (
    <g>
      <path className="dg-ill__card" d="M60 80c70-20 140-20 210 10v280c-70-30-140-30-210-10z" />
      <path className="dg-ill__card" d="M500 80c-70-20-140-20-210 10v280c70-30 140-30 210-10z" />
      <Lines x={86} y={120} widths={[150, 160, 140, 150, 120]} gap={18} />
      <Translation x={318} y={126} widths={[146, 130, 150, 110]} gap={18} pad={10} />
      <Lines x={86} y={240} widths={[160, 130, 150]} gap={18} />
      <Translation x={318} y={256} widths={[140, 120]} gap={18} pad={10} />
    </g>
  ),
  install: () => (
    <g>
      <Window x={70} y={60} w={420} h={300}>
        <rect className="dg-ill__tint" x="100" y="120" width="360" height="90" rx="12" />
        <rect className="dg-ill__accent" x="120" y="140" width="50" height="50" rx="10" />
        <path className="dg-ill__on-accent" d="M131 165h14a11 11 0 0 1 0 22h-14z" />
        <rect className="dg-ill__trans" x="186" y="150" width="150" height="10" rx="5" />
        <rect className="dg-ill__text" x="186" y="170" width="220" height="8" rx="4" />
        <rect className="dg-ill__toggle" x="400" y="155" width="44" height="22" rx="11" />
        <circle className="dg-ill__on-accent-fill" cx="433" cy="166" r="8" />
        <Lines x={100} y={236} widths={[300, 260]} />
        <rect className="dg-ill__button" x="100" y="290" width="150" height="36" rx="18" />
      </Window>
    </g>
  ),
  learn: () => (
    <g>
      <rect className="dg-ill__card" x="70" y="70" width="260" height="290" rx="16" />
      <Lines x={96} y={100} widths={[200, 180]} />
      <Translation x={102} y={150} widths={[190, 170, 120]} pad={10} />
      <Lines x={96} y={226} widths={[210, 180, 200, 140]} />
      <path className="dg-ill__cap" d="M360 150l90-40 90 40-90 40zM390 166v44c30 24 90 24 120 0v-44" />
      <circle className="dg-ill__accent-2" cx="420" cy="310" r="40" />
      <path className="dg-ill__on-accent" d="M404 310l12 12 22-24" />
    </g>
  ),
  rocket: () => (
    <g>
      <path className="dg-ill__card" d="M280 50c60 40 80 120 60 210h-120c-20-90 0-170 60-210z" />
      <circle className="dg-ill__accent" cx="280" cy="150" r="26" />
      <path className="dg-ill__accent-2" d="M220 260l-40 60 70-20zM340 260l40 60-70-20z" />
      <path className="dg-ill__flame" d="M250 270c0 40 30 80 30 80s30-40 30-80z" />
      <circle className="dg-ill__dot" cx="110" cy="110" r="6" />
      <circle className="dg-ill__dot" cx="460" cy="90" r="8" />
      <circle className="dg-ill__dot" cx="470" cy="300" r="6" />
      <circle className="dg-ill__dot" cx="90" cy="320" r="9" />
    </g>
  ),
} as const;

export type IllustrationName = keyof typeof drawings;

export function Illustration({ name, label }: { name: IllustrationName; label?: string }) {
  const Drawing = drawings[name];
  return (
    <Frame label={label}>
      <Drawing />
    </Frame>
  );
}

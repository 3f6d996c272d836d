/**
 * Illustrations that do not show the product's text, drawn here as SVG: no words inside, so one drawing
 * serves every language; fixed width/height so nothing shifts as they load;
 * colours from the brand tokens. Mirrored in right-to-left pages by CSS.
 */
import { type ReactNode, useContext, useId } from 'react';
import { Demo, isSceneName, LazyScene, SceneBodies, type SceneCopy, SceneFrame } from './scenes';
import type { DrawingName, IllustrationName } from '../../site/marketing/types';
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

const drawings: Record<DrawingName, () => ReactNode> = {
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
};

/**
 * A section's picture: a scene with real text where the product is shown at
 * work (on a hero its words come with the section, `scene`; further down
 * they load when scrolled to), else a wordless drawing.
 */
export function Illustration({ name, label, scene }: { name: IllustrationName; label?: string; scene?: SceneCopy }) {
  const bodies = useContext(SceneBodies);
  if (isSceneName(name)) {
    if (scene?.demo) return <Demo scene={scene} demo={scene.demo} />;
    const Body = bodies[name];
    return scene && Body ? <SceneFrame name={name} scene={scene} Body={Body} /> : <LazyScene name={name} />;
  }
  const Drawing = drawings[name];
  return (
    <Frame label={label}>
      <Drawing />
    </Frame>
  );
}

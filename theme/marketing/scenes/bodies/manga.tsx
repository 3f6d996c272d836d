import { useId } from 'react';
import { Text } from '../parts';
import type { SceneCopy, SceneSide } from '../../../../site/marketing/scene-types';

/* Ink drawings of the three panels, in viewBox units. Black and white with
   a dot screentone, as a printed manga page is; no words inside. */
const INK = '#111827';

function Tone({ id }: { id: string }) {
  return (
    <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse">
      <rect width="4" height="4" fill="#fff" />
      <circle cx="2" cy="2" r="0.85" fill={INK} />
    </pattern>
  );
}

/** A night train crossing a bridge under the moon. */
function TrainArt() {
  const tone = `dg-tone-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className="dg-manga__art"
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <Tone id={tone} />
      </defs>
      <rect width="160" height="100" fill={`url(#${tone})`} />
      <circle cx="126" cy="24" r="13" fill="#fff" stroke={INK} strokeWidth="1.5" />
      <circle cx="121" cy="20" r="2.5" fill="none" stroke={INK} strokeWidth="0.8" />
      <circle cx="131" cy="29" r="1.6" fill="none" stroke={INK} strokeWidth="0.8" />
      <path d="M0 88 Q40 76 80 86 T160 82 V100 H0Z" fill={INK} />
      <rect x="0" y="66" width="160" height="4" fill={INK} />
      {[14, 54, 94, 134].map(x => (
        <g key={x}>
          <path d={`M${x} 70 h6 v30 h-6z`} fill={INK} />
          <path d={`M${x + 6} 70 q14 12 28 0`} fill="none" stroke={INK} strokeWidth="1.6" />
        </g>
      ))}
      {[52, 56, 60].map(y => (
        <path key={y} d={`M2 ${y} H${14 + (y % 8)}`} stroke={INK} strokeWidth="1" />
      ))}
      <path d="M20 50 h104 q14 0 18 16 H20z" fill={INK} />
      {[26, 40, 54, 68, 82, 96, 110].map(x => (
        <rect key={x} x={x} y="54" width="9" height="6" rx="1" fill="#fff" />
      ))}
      <path d="M126 54 h6 q4 0 6 6 h-12z" fill="#fff" />
    </svg>
  );
}

/** Shoulders and a face: the body both characters share. */
function Head({ children }: { children: React.ReactNode }) {
  return (
    <>
      <path d="M31 116 v10 q-15 2 -23 14 H72 q-8 -12 -23 -14 v-10z" fill="#fff" stroke={INK} strokeWidth="1.5" />
      <path d="M22 92 Q22 70 40 68 Q58 70 58 92 Q58 112 40 120 Q22 112 22 92Z" fill="#fff" stroke={INK} strokeWidth="1.5" />
      {children}
    </>
  );
}

/** A girl, startled, in front of focus lines. */
function ListenArt() {
  const lines = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const round = (n: number) => Math.round(n * 10) / 10;
    return `M${round(40 + Math.cos(a) * 52)} ${round(96 + Math.sin(a) * 52)} L${round(40 + Math.cos(a) * 95)} ${round(96 + Math.sin(a) * 95)}`;
  });
  return (
    <svg className="dg-manga__art" viewBox="0 0 80 140" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <rect width="80" height="140" fill="#fff" />
      <path d={lines.join(' ')} stroke={INK} strokeWidth="0.9" />
      <path d="M15 104 Q8 62 40 57 Q72 62 65 104 L66 130 Q40 138 14 130Z" fill={INK} />
      <Head>
        <path d="M20 92 Q18 63 40 61 Q62 63 60 92 L56 80 L52 88 L48 76 L44 86 L40 74 L36 86 L32 76 L28 88 L24 80Z" fill={INK} />
        <ellipse cx="33" cy="96" rx="3.4" ry="4.8" fill={INK} />
        <ellipse cx="47" cy="96" rx="3.4" ry="4.8" fill={INK} />
        <circle cx="34.3" cy="94.3" r="1.2" fill="#fff" />
        <circle cx="48.3" cy="94.3" r="1.2" fill="#fff" />
        <ellipse cx="40" cy="109" rx="1.9" ry="2.6" fill={INK} />
        <path d="M63 72 q3.5 5 0 8 q-3.5 -3 0 -8z" fill="#fff" stroke={INK} strokeWidth="1" />
      </Head>
    </svg>
  );
}

/** A boy, grinning, sure of himself. */
function ShoutArt() {
  const tone = `dg-tone-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className="dg-manga__art" viewBox="0 0 80 140" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <Tone id={tone} />
      </defs>
      <rect width="80" height="140" fill={`url(#${tone})`} />
      <Head>
        <path
          d="M18 92 L11 70 L22 74 L19 57 L30 66 L33 51 L42 63 L50 51 L54 66 L64 57 L60 74 L70 70 L62 92 Q60 71 40 71 Q20 71 18 92Z"
          fill={INK}
        />
        <path d="M29 97 q4 -5 8 0 M43 97 q4 -5 8 0" fill="none" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
        <path d="M31 105 Q40 117 49 105Z" fill={INK} />
        <path
          d="M60 126 v-9 q0 -3 3 -3 q3 0 3 3 v6 h3 q3 0 3 3 v6 q0 4 -4 4 h-6 q-2 0 -2 -2z"
          fill="#fff"
          stroke={INK}
          strokeWidth="1.3"
        />
      </Head>
    </svg>
  );
}

/** One page: three panels, their balloons lettered in one language. */
function Page({ side, translated }: { side: SceneSide; translated: boolean }) {
  return (
    <div className={`dg-manga__page${translated ? ' dg-manga__page--translated' : ''}`}>
      <div className="dg-manga__panel dg-manga__panel--wide">
        <TrainArt />
        <Text side={side} index={0} className="dg-manga__caption" />
      </div>
      <div className="dg-manga__panel">
        <ListenArt />
        <Text side={side} index={1} className="dg-manga__balloon" />
      </div>
      <div className="dg-manga__panel">
        <ShoutArt />
        <Text side={side} index={2} className="dg-manga__balloon dg-manga__balloon--shout" />
      </div>
    </div>
  );
}

/**
 * A manga page as printed, then as Diglot shows it: the same art, each
 * caption and balloon lettered again in the reader's language, in place.
 */
export default function Manga({ scene }: { scene: SceneCopy }) {
  return (
    <div className="dg-manga">
      <Page side={scene.original} translated={false} />
      <span className="dg-manga__arrow" aria-hidden="true" />
      <Page side={scene.translation} translated />
    </div>
  );
}

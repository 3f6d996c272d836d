import { useState } from 'react';
import { useT } from '../hooks/useLocale';

/** Copies a text; confirms with "copy success" (spec §8). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  }

  return (
    <span className="dg-m-copy">
      <code className="dg-m-copy__value" dir="ltr">
        {value}
      </code>
      <button type="button" className="dg-m-copy__button" onClick={copy}>
        {label}
      </button>
      <span className="dg-m-copy__status" role="status" aria-live="polite">
        {state === 'copied' ? t('common.copySuccess') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  );
}

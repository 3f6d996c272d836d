/**
 * Policy facts for docs pages, quoted from site/policies.ts so that a
 * number exists once and every locale shows the same one, in its own
 * digits and words: `import { RefundWindow } from '@theme/mdx';`.
 */
import { Fragment, type ReactNode } from 'react';
import {
  DEFAULT_SHORTCUTS,
  HOVER,
  INPUT_TRIGGER,
  type LegalPageId,
  POLICY_EFFECTIVE_DATES,
  REFUND_POLICY,
  SHORTCUTS,
  type PlanBilling,
  type ShortcutId,
  TOUCH_GESTURES,
} from '../../../site/policies';
import { formatCalendarDate, formatCount, formatDuration, listParts } from '../../../rules/policy-format';
import { useLocale, useT } from '../../hooks/useLocale';

/** Modifier keys are printed as the locale's keyboards label them (Strg, Umschalt, Maiusc). */
const MODIFIERS = { Shift: 'policy.key.Shift', Ctrl: 'policy.key.Ctrl', Alt: 'policy.key.Alt' } as const;
const isModifier = (key: string): key is keyof typeof MODIFIERS => Object.hasOwn(MODIFIERS, key);

function Keys({ keys }: { keys: readonly string[] }) {
  const t = useT();
  return (
    <span className="dg-keys" dir="ltr">
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && '+'}
          <kbd>{isModifier(key) ? t(MODIFIERS[key]) : key}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** Items joined the way the locale joins a list ("A, B and C", "A、B、C"). */
function LocaleList({ items, type = 'conjunction' }: { items: readonly ReactNode[]; type?: 'conjunction' | 'disjunction' }) {
  const { htmlLang } = useLocale();
  return (
    <>
      {listParts(items.length, htmlLang, type).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
        part.type === 'item' ? <Fragment key={i}>{items[part.index]}</Fragment> : <Fragment key={i}>{part.value}</Fragment>,
      )}
    </>
  );
}

/** How long after a payment a refund can be asked for: "24 hours", "72 時間"… */
export function RefundWindow({ billing }: { billing: PlanBilling }) {
  const { htmlLang } = useLocale();
  return <span suppressHydrationWarning>{formatDuration(REFUND_POLICY.windowHours[billing], 'hour', htmlLang)}</span>;
}

/** The day a legal page's current version took effect, in the locale's own date format. */
export function EffectiveDate({ page }: { page: LegalPageId }) {
  const { htmlLang } = useLocale();
  const date = POLICY_EFFECTIVE_DATES[page];
  return (
    <time dateTime={date} suppressHydrationWarning>
      {formatCalendarDate(date, htmlLang)}
    </time>
  );
}

/** The default keys of one shortcut; nothing for a shortcut without default. */
export function ShortcutKeys({ id }: { id: ShortcutId }) {
  const keys = SHORTCUTS.find(s => s.id === id)?.keys;
  return keys ? <Keys keys={keys} /> : null;
}

/** How many shortcuts have a default, as a numeral of the locale. */
export function DefaultShortcutCount() {
  const { htmlLang } = useLocale();
  return <>{formatCount(DEFAULT_SHORTCUTS.length, htmlLang)}</>;
}

/** Every default shortcut as a list: "Alt+A and Alt+W". */
export function DefaultShortcuts() {
  return <LocaleList items={DEFAULT_SHORTCUTS.map(s => <Keys key={s.id} keys={s.keys ?? []} />)} />;
}

/** The modifier key held for hover translation by default. */
export function HoverKey() {
  return <Keys keys={[HOVER.defaultKey]} />;
}

/** The other modifier keys hover translation can use, as an "or" list. */
export function HoverKeys() {
  return <LocaleList type="disjunction" items={HOVER.keys.map(key => <Keys key={key} keys={[key]} />)} />;
}

/** The touch gestures a reader can choose, named in the locale. */
export function TouchGestures() {
  const t = useT();
  return <LocaleList type="disjunction" items={TOUCH_GESTURES.choices.map(g => t(`policy.gesture.${g}`))} />;
}

/** Presses of the space bar that translate an input box, as a numeral. */
export function SpacePresses() {
  const { htmlLang } = useLocale();
  return <>{formatCount(INPUT_TRIGGER.spacePresses, htmlLang)}</>;
}

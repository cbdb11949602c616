import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { fromIsoDate, parseUsDate, toIsoDate } from '@/lib/us-dates';
import { markProps, useFieldMark } from './confidence';

/** An empty box is no value. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

interface FieldProps<V> {
  label: string;
  /** The confidence path ('stops.0.city'); null when extraction did not read this field. */
  path: string | null;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean | undefined;
}

export const TextField = memo(function TextField({
  label,
  path,
  value,
  onChange,
  disabled,
  type = 'text',
}: FieldProps<string | null> & { type?: 'text' | 'email' | 'tel' }) {
  const mark = useFieldMark(path);
  return (
    <TextInput
      label={label}
      type={type}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        mark.edited();
        onChange(orNull(event.currentTarget.value));
      }}
      {...markProps(mark)}
    />
  );
});

/**
 * A number typed as text: while the box has focus it shows what is typed; on leaving it shows
 * the stored number through `format` (two decimals for money). `parse` says what the text means.
 */
export const NumberField = memo(function NumberField({
  label,
  path,
  value,
  onChange,
  disabled,
  parse,
  format = String,
  unit,
}: FieldProps<number | null> & {
  parse: (text: string) => number | null;
  format?: (value: number) => string;
  unit?: ReactNode;
}) {
  const mark = useFieldMark(path);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : format(value));
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      value={shown}
      disabled={disabled}
      rightSection={unit}
      rightSectionWidth={unit ? 44 : undefined}
      onFocus={() => setDraft(shown)}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        mark.edited();
        setDraft(event.currentTarget.value);
        onChange(parse(event.currentTarget.value));
      }}
      {...markProps(mark)}
    />
  );
});

/** Digits, one decimal point and a leading minus; thousands separators and units are dropped. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[^\d.-]+/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** §5: weight is a number, 0 when empty. */
export const parseWeight = (text: string): number => parseNumber(text) ?? 0;

/** §5, §9: linehaul and fuel surcharge show two decimals on leaving the field. */
export const formatMoney = (value: number): string => value.toFixed(2);

function ChoiceFieldImpl<V extends string>({
  label,
  path,
  value,
  onChange,
  disabled,
  choices,
  placeholder,
}: FieldProps<V | null> & {
  choices: readonly { value: V; label: string }[];
  /** Offered while nothing is chosen (a choice the document did not give). */
  placeholder?: string;
}) {
  const mark = useFieldMark(path);
  const data = [
    ...(placeholder !== undefined ? [{ value: '', label: placeholder }] : []),
    ...choices,
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        mark.edited();
        const next = event.currentTarget.value;
        onChange(choices.find((choice) => choice.value === next)?.value ?? null);
      }}
      {...markProps(mark)}
    />
  );
}

export const ChoiceField = memo(ChoiceFieldImpl) as typeof ChoiceFieldImpl;

/** A date the record keeps as MM/DD/YYYY; typed (MM/DD/YYYY or M/D/YYYY) or picked. */
export const DateField = memo(function DateField({
  label,
  path,
  value,
  onChange,
  disabled,
}: FieldProps<string | null>) {
  const mark = useFieldMark(path);
  return (
    <DateInput
      label={label}
      placeholder="MM/DD/YYYY"
      valueFormat="MM/DD/YYYY"
      dateParser={parseUsDate}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      value={toIsoDate(value)}
      disabled={disabled}
      onChange={(next) => {
        mark.edited();
        onChange(fromIsoDate(next));
      }}
      popoverProps={{ withinPortal: false }}
      {...markProps(mark)}
    />
  );
});

/** §5: the instructions box grows with its text, from 100 px up to 900 px, then scrolls. */
export const INSTRUCTIONS_MIN_HEIGHT = 100;
export const INSTRUCTIONS_MAX_HEIGHT = 900;

/**
 * Sized here rather than by Mantine's `autosize` (react-textarea-autosize refuses a max-height in
 * pixels and counts rows instead).
 */
function fitHeight(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return;
  textarea.style.height = 'auto';
  const wanted = Math.min(
    Math.max(textarea.scrollHeight, INSTRUCTIONS_MIN_HEIGHT),
    INSTRUCTIONS_MAX_HEIGHT,
  );
  textarea.style.height = `${wanted}px`;
}

export const InstructionsField = memo(function InstructionsField({
  label,
  path,
  value,
  onChange,
  disabled,
}: FieldProps<string | null>) {
  const mark = useFieldMark(path);
  const marked = markProps(mark);
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => fitHeight(box.current), [value]);
  return (
    <Textarea
      {...marked}
      ref={box}
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        mark.edited();
        onChange(orNull(event.currentTarget.value));
      }}
      styles={{
        ...marked.styles,
        input: {
          ...marked.styles?.input,
          minHeight: INSTRUCTIONS_MIN_HEIGHT,
          maxHeight: INSTRUCTIONS_MAX_HEIGHT,
          overflowY: 'auto',
          resize: 'vertical',
        },
      }}
    />
  );
});

import { useEffect, useRef, useState } from 'react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  delayMs?: number;
}

/** A search field that reports what was typed once typing pauses. */
export function SearchBox({ value, onChange, label = 'Qidirish', placeholder, delayMs = 350 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // What this box last reported: its echo in `value` must not undo what was typed since.
  const reported = useRef(value);
  // Follows the URL (back button, cleared filters) without eating a trailing space being typed.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      onChange(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delayMs]);

  return (
    <input
      type="search"
      inputMode="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none placeholder:text-slate-500 focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
    />
  );
}

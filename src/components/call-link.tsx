/** A one-tap call, big enough for a thumb; the accessible name says whom it calls. */
export function CallLink({ phone, name }: { phone: string; name: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={`Qoʻngʻiroq qilish: ${name}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-emerald-50 px-3 text-sm font-medium text-emerald-800 active:bg-emerald-100"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
      </svg>
      Qoʻngʻiroq qilish
    </a>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  /** A line under the title (a count, a date range). */
  description?: ReactNode;
  /** A link back to the list this page was opened from. */
  back?: { to: string; label: string };
  /** Buttons on the right, e.g. `<Button>Qoʻshish</Button>`. */
  actions?: ReactNode;
}

/** An admin screen's one `<h1>`, with an optional back link, description and actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 flex-1">
        {back && (
          <Link to={back.to} className="mb-1 inline-block text-sm font-medium text-sky-800 hover:underline">
            ← {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-0.5 text-sm text-slate-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

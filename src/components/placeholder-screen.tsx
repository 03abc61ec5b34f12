import { EmptyState } from './empty-state';
import { ScreenHeader } from './screen-header';

/** A screen that has its title and nothing to show yet. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section>
      <ScreenHeader title={title} />
      <EmptyState />
    </section>
  );
}

import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import type { Banner } from '../../../contract/banner';
import { formatDate } from '../../../lib/dates';
import { BannerProductName } from './banner-product-name';
import { thumbnailUrl } from '../../../contract/schemas/file';

const schedule = (banner: Banner) =>
  banner.startsAt || banner.endsAt ? `${formatDate(banner.startsAt)} – ${formatDate(banner.endsAt)}` : 'Muddatsiz';

const target = (banner: Banner) =>
  banner.productId !== null ? (
    <BannerProductName id={banner.productId} />
  ) : banner.link ? (
    <span className="block max-w-56 truncate">{banner.link}</span>
  ) : (
    '—'
  );

export const bannerColumns: Column<Banner>[] = [
  {
    id: 'image',
    header: <span className="sr-only">Rasm</span>,
    className: 'w-32',
    cell: (banner) => (
      <img
        src={thumbnailUrl(banner.image.url, 224)}
        alt=""
        loading="lazy"
        width={112}
        height={48}
        className="h-12 w-28 rounded-lg object-cover"
      />
    ),
  },
  {
    id: 'title',
    header: 'Sarlavha',
    cell: (banner) => <span className="font-medium text-slate-900">{banner.title}</span>,
  },
  { id: 'position', header: 'Tartib', sortKey: 'position', align: 'end', cell: (banner) => banner.position },
  { id: 'target', header: 'Ochiladi', cell: target },
  { id: 'schedule', header: 'Muddati', className: 'whitespace-nowrap tabular-nums', cell: schedule },
  {
    id: 'active',
    header: 'Holat',
    cell: (banner) => (
      <StatusTag label={banner.isActive ? 'Faol' : 'Nofaol'} tone={banner.isActive ? 'emerald' : 'slate'} />
    ),
  },
];

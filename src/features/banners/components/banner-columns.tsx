import { Link } from 'react-router-dom';
import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import type { Banner } from '../../../contract/banner';
import { formatDate } from '../../../lib/dates';
import { BannerProductName } from './banner-product-name';
import { thumbnailUrl } from '../../../contract/schemas/file';

const schedule = (banner: Banner) =>
  banner.startsAt || banner.endsAt ? `${formatDate(banner.startsAt)} – ${formatDate(banner.endsAt)}` : 'Muddatsiz';

const target = (banner: Banner) =>
  banner.productId !== null ? <BannerProductName id={banner.productId} /> : banner.link ? <span className="block max-w-56 truncate">{banner.link}</span> : '—';

export function bannerColumns(onDelete: (banner: Banner) => void, linkState: { back: string }): Column<Banner>[] {
  return [
    {
      id: 'image',
      header: <span className="sr-only">Rasm</span>,
      className: 'w-32',
      cell: (banner) => <img src={thumbnailUrl(banner.image.url, 224)} alt="" loading="lazy" width={112} height={48} className="h-12 w-28 rounded-lg object-cover" />,
    },
    { id: 'title', header: 'Sarlavha', cell: (banner) => <span className="font-medium text-slate-900">{banner.title}</span> },
    { id: 'position', header: 'Tartib', sortKey: 'position', align: 'end', cell: (banner) => banner.position },
    { id: 'target', header: 'Ochiladi', cell: target },
    { id: 'schedule', header: 'Muddati', className: 'whitespace-nowrap tabular-nums', cell: schedule },
    { id: 'active', header: 'Holat', cell: (banner) => <StatusTag label={banner.isActive ? 'Faol' : 'Nofaol'} tone={banner.isActive ? 'emerald' : 'slate'} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Amallar</span>,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (banner) => (
        <>
          <Link to={`/banners/form?id=${banner.id}`} state={linkState} aria-label={`Tahrirlash: ${banner.title}`} className="rounded-lg px-2 py-1.5 font-medium text-sky-800 hover:bg-sky-50">
            Tahrirlash
          </Link>
          <button type="button" aria-label={`Oʻchirish: ${banner.title}`} onClick={() => onDelete(banner)} className="rounded-lg px-2 py-1.5 font-medium text-red-700 hover:bg-red-50">
            Oʻchirish
          </button>
        </>
      ),
    },
  ];
}

import { StatusTag } from '../../../components/status-tag';
import type { Tone } from '../../../components/status-tag';
import type { ShiftStatus } from '../../../contract/enums';

const looks: Record<ShiftStatus, { label: string; tone: Tone }> = {
  open: { label: 'Smenada', tone: 'emerald' },
  closing: { label: 'Tasdiqlash kutilmoqda', tone: 'amber' },
  closed: { label: 'Yopilgan', tone: 'slate' },
};

export const ShiftStatusTag = ({ status }: { status: ShiftStatus }) => <StatusTag {...looks[status]} />;

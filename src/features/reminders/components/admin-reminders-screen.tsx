import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChipGroup } from '../../../components/chip-group';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { DateRange } from '../../../components/date-range';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { answerTones, sendStatusTones } from '../../../components/status-tones';
import { answers, sendStatuses } from '../../../contract/enums';
import { answerLabels, sendStatusLabels } from '../../../contract/labels';
import type { Reminder } from '../../../contract/reminder';
import { formatDate } from '../../../lib/dates';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll, pickDate } from '../../../lib/url-state';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useReminderAnswerMutation } from '../api/answer-reminder';
import { adminRemindersQueryOptions } from '../api/get-admin-reminders';
import { AdminAnswerDialog } from './admin-answer-dialog';
import { Button } from '../../../components/button';

const sorts = ['remindOn', 'createdAt'] as const;

export default function AdminRemindersScreen() {
  const list = useListParams({ sorts, defaultSort: 'remindOn' });
  const filters = useMemo(
    () => ({
      status: pickAll(list.params, 'status', sendStatuses),
      answer: pickAll(list.params, 'answer', answers),
      dateFrom: pickDate(list.params, 'dateFrom'),
      dateTo: pickDate(list.params, 'dateTo'),
    }),
    [list.params],
  );
  const reminders = useListQuery(adminRemindersQueryOptions({ ...list.query, ...filters }));
  // The courier's answer change, run online here; it refetches the reminder lists when settled.
  const { mutate: answer } = useReminderAnswerMutation();
  const [answering, setAnswering] = useState<Reminder | null>(null);

  const columns: Column<Reminder>[] = [
    { id: 'remindOn', header: 'Sana', sortKey: 'remindOn', cell: (r) => formatDate(r.remindOn) },
    {
      id: 'user',
      header: 'Mijoz',
      cell: (r) => (
        <Link to={`/users/details?id=${r.userId}`} className="font-medium text-sky-800 hover:underline">
          {r.user.fullName}
          <span className="block text-xs font-normal text-slate-600">{r.user.phone}</span>
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Xabar',
      cell: (r) => <StatusTag label={sendStatusLabels[r.status]} tone={sendStatusTones[r.status]} />,
    },
    {
      id: 'answer',
      header: 'Javob',
      cell: (r) => <StatusTag label={answerLabels[r.answer]} tone={answerTones[r.answer]} />,
    },
    {
      id: 'note',
      header: 'Izoh',
      cell: (r) => <span className="line-clamp-2 max-w-72 text-slate-700">{r.note ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Amallar</span>,
      align: 'end',
      cell: (r) => (
        <Button variant="secondary" size="sm" onClick={() => setAnswering(r)}>
          Javob yozish
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title="Eslatmalar" />
      <FilterBar onClear={list.params.size ? list.clear : undefined}>
        <DateRange
          from={filters.dateFrom}
          to={filters.dateTo}
          onChange={({ from, to }) => list.set({ dateFrom: from, dateTo: to })}
        />
        <ChipGroup
          label="Xabar"
          options={sendStatuses}
          labels={sendStatusLabels}
          value={filters.status}
          onChange={(status) => list.set({ status })}
        />
        <ChipGroup
          label="Javob"
          options={answers}
          labels={answerLabels}
          value={filters.answer}
          onChange={(next) => list.set({ answer: next })}
        />
      </FilterBar>
      <ListTable caption="Eslatmalar" columns={columns} result={reminders} list={list} />
      {answering && (
        <AdminAnswerDialog
          reminder={answering}
          onClose={() => setAnswering(null)}
          onSave={(value, note) => {
            answer({ id: answering.id, answer: value, note });
            setAnswering(null);
          }}
        />
      )}
    </section>
  );
}

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTicketAssignees } from '../hooks/useTickets.ts';

interface Props {
  value: string | null | undefined;
  onChange: (assigneeId: string | null) => void;
  /** In a filter "nothing chosen" means any assignee; on a ticket it means unassigned. */
  mode: 'filter' | 'assign';
  loading?: boolean;
  testId: string;
}

/** Staff who work the queue (holders of adminQuestionList), as the server lists them. */
export function AssigneeSelect({ value, onChange, mode, loading, testId }: Props) {
  const { t } = useTranslation('tickets');
  const assignees = useTicketAssignees();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 200 }}
      loading={loading || assignees.isFetching}
      placeholder={mode === 'filter' ? t('staff.assigneePlaceholder') : t('staff.unassigned')}
      aria-label={mode === 'filter' ? t('staff.assigneePlaceholder') : t('staff.unassigned')}
      options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      data-testid={testId}
    />
  );
}

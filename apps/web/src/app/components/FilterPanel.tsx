import { FilterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../layout/useDevice.ts';
import './responsiveTable.css';

interface Props {
  /** The keyword search: always shown (full width on a phone). */
  search?: ReactNode;
  /** The other filters: in a row on wider screens, folded behind a "Filters" button on a phone. */
  children: ReactNode;
}

/** A list's filter bar (issue 17): on a phone the filters fold into a panel, stacked full width. */
export function FilterPanel({ search, children }: Props) {
  const { t } = useTranslation('layout');
  const mobile = useDevice() === 'mobile';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!mobile)
    return (
      <Space wrap style={{ marginBottom: 16 }}>
        {children}
        {search}
      </Space>
    );
  return (
    <div className="filter-panel-mobile">
      <div className="filter-panel-head">
        {search}
        <Button
          icon={<FilterOutlined />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          data-testid="filter-panel-toggle"
        >
          {t('filters')}
        </Button>
      </div>
      <div id={panelId} className="filter-panel-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

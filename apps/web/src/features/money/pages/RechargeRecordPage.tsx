import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { RechargeStatusFilter } from '../components/RechargeStatusFilter.tsx';
import { useRechargeColumns } from '../components/rechargeColumns.tsx';
import { useMyRecharges } from '../hooks/useMoney.ts';
import { moneyApi, type Recharge, saveDownload } from '../money.api.ts';

/** /postage/rechargeRecord: the customer's add-funds requests, their review and an xlsx export. */
export default function RechargeRecordPage() {
  const { t } = useTranslation('money');
  const [status, setStatus] = useState<number | undefined>();
  const [paging, setPaging] = usePaging();
  const list = useMyRecharges({ ...paging, ...(status === undefined ? {} : { status }) });
  const columns = useRechargeColumns({ admin: false });
  const [exporting, setExporting] = useState(false);
  const exportRecords = async () => {
    setExporting(true);
    try {
      saveDownload(
        await moneyApi.downloadMyRecharges(status === undefined ? {} : { status }),
        'recharge-records.xlsx',
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      title={t('records.title')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={exportRecords}
          data-testid="recharge-export"
        >
          {t('records.export')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <RechargeStatusFilter
          value={status}
          onChange={(v) => {
            setStatus(v);
            toFirstPage(setPaging);
          }}
        />
      </Space>
      <PagedTable<Recharge>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1900}
      />
    </Card>
  );
}

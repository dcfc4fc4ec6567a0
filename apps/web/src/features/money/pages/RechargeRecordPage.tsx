import { DownloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE } from '@shiplabel/shared';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { RechargeStatusFilter } from '../components/RechargeStatusFilter.tsx';
import { useRechargeColumns } from '../components/rechargeColumns.tsx';
import { useMyRecharges } from '../hooks/useMoney.ts';
import { moneyApi, type Recharge, saveDownload } from '../money.api.ts';

/** /postage/rechargeRecord: the customer's add-funds requests, their review and an xlsx export. */
export default function RechargeRecordPage() {
  const { t } = useTranslation('money');
  const [status, setStatus] = useState<number | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
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
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </Space>
      <Table<Recharge>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        {...tableScroll(paging.pageSize, 1900)}
        pagination={{
          ...listPagination(t),
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </Card>
  );
}

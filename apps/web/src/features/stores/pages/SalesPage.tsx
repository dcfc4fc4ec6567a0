import {
  STORE_FONT_SIZES,
  STORE_SORTS,
  type StoreFontSize,
  type StoreSort,
  type StoreView,
} from '@shiplabel/shared';
import { Button, Card, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { ConnectStoreModal } from '../components/ConnectStoreModal.tsx';
import { StoreList } from '../components/StoreList.tsx';
import { useDisconnectStore, useStores, useSyncStore } from '../hooks/useStores.ts';
import { STORE_PLATFORM_UIS } from '../platforms.tsx';

/** Watch the list this long after "Sync now" (the sync runs on the job queue). */
const WATCH_MS = 20_000;

/** Sales channels and online stores (spec: /settings/sales, any role; issue 16). */
export default function SalesPage() {
  const { t } = useTranslation('stores');
  const [sort, setSort] = useState<StoreSort>('none');
  const [fontSize, setFontSize] = useState<StoreFontSize>('medium');
  const [params] = useSearchParams();
  // An install link from the platform's admin lands here with ?connect=<platform>&shop=<account>.
  const fromInstall = STORE_PLATFORM_UIS.find((p) => p.platform === params.get('connect'));
  const [connecting, setConnecting] = useState(Boolean(fromInstall));
  const [watchUntil, setWatchUntil] = useState(0);
  const [syncing, setSyncing] = useState<string | null>(null);
  const stores = useStores({ sort }, watchUntil > Date.now());
  const sync = useSyncStore();
  const disconnect = useDisconnectStore();
  const submission = useSubmission();

  const onSync = (store: StoreView) =>
    void submission.run(async (key) => {
      setSyncing(store.id);
      try {
        await sync.mutateAsync({ id: store.id, key });
        feedback.message.success(t('actions.syncQueued'));
        setWatchUntil(Date.now() + WATCH_MS);
      } catch {
        // The request layer shows the server's message.
      } finally {
        setSyncing(null);
      }
    });

  const onDisconnect = (store: StoreView) =>
    disconnect.mutate(store.id, { onSuccess: () => feedback.message.success(t('actions.disconnected')) });

  return (
    <Card
      title={t('page.title')}
      extra={
        <Button type="primary" onClick={() => setConnecting(true)} data-testid="store-connect">
          {t('actions.connect')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('sort.label')}</span>
        <Select<StoreSort>
          value={sort}
          onChange={setSort}
          style={{ minWidth: 200 }}
          aria-label={t('sort.label')}
          data-testid="store-sort"
          options={STORE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
        <span>{t('fontSize.label')}</span>
        <Segmented<StoreFontSize>
          value={fontSize}
          onChange={setFontSize}
          data-testid="store-font-size"
          options={STORE_FONT_SIZES.map((s) => ({ value: s, label: t(`fontSize.${s}`) }))}
        />
      </Space>
      <StoreList
        stores={stores.data ?? []}
        loading={stores.isLoading}
        fontSize={fontSize}
        syncing={syncing}
        onSync={onSync}
        onDisconnect={onDisconnect}
      />
      {connecting && (
        <ConnectStoreModal
          onClose={() => setConnecting(false)}
          initial={fromInstall && { platform: fromInstall.platform, account: params.get('shop') ?? '' }}
        />
      )}
    </Card>
  );
}

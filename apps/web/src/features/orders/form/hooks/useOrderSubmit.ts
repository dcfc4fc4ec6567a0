import type { OrderData, Quote } from '@shiplabel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../../app/feedback.ts';
import { ApiError } from '../../../../app/http/request.ts';
import { userInfoKey } from '../../../account/hooks/useUserInfo.ts';
import { orderFormApi } from '../orderForm.api.ts';
import { labelOutcome, newIdempotencyKey } from '../orderFormRules.ts';
import { collectOrder, type OrderForms, showServerErrors } from './orderForms.ts';

export const DRAFT_LIST_PATH = '/orderManager/draft';
export const orderDetailPath = (id: string) => `/orderManager/orderDetail?${new URLSearchParams({ id })}`;
const INSUFFICIENT_FUNDS = 'ledger.insufficient_funds';

/** "Save as draft" and "Create label": validate the three forms, send, then go where the result lives. */
export function useOrderSubmit(forms: OrderForms, orderId: string | null, chosen: Quote | null) {
  const { t } = useTranslation('orderForm');
  const navigate = useNavigate();
  const client = useQueryClient();
  // Orders lists, and after a placement the balances in the header and the wallet pages, are stale.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: ['money'] });
    void client.invalidateQueries({ queryKey: userInfoKey });
  };
  const [fundsError, setFundsError] = useState<string | null>(null);
  // The draft this screen saved: a retry after a refusal (e.g. insufficient funds) updates and places it
  // instead of saving a second draft.
  const [savedId, setSavedId] = useState<string | null>(orderId);
  const draft = useMutation({
    mutationFn: (order: OrderData) => orderFormApi.saveDraft(order),
    onSettled: refresh,
  });
  const label = useMutation({
    mutationFn: async ({ order, key }: { order: OrderData; key: string }) => {
      const { id } = await orderFormApi.saveDraft(order);
      setSavedId(id);
      return orderFormApi.placeDraft(id, order.serviceId ?? '', key);
    },
    onSettled: refresh,
  });

  const saveDraft = async () => {
    const order = await collectOrder(forms, { orderId: savedId, serviceId: chosen?.serviceId ?? null });
    if (!order) return;
    draft.mutate(order, {
      onSuccess: ({ orderNo }) => {
        feedback.message.success(t('actions.draftSaved', { orderNo }));
        navigate(DRAFT_LIST_PATH);
      },
      onError: (error) => showServerErrors(forms, error),
    });
  };

  const createLabel = async () => {
    if (!chosen) {
      feedback.message.warning(t('rates.pickFirst'));
      return;
    }
    const order = await collectOrder(forms, { orderId: savedId, serviceId: chosen.serviceId });
    if (!order) return;
    setFundsError(null);
    // One key per click: the client's own retries of this request reuse it, a new click gets a new one.
    label.mutate(
      { order, key: newIdempotencyKey() },
      {
        onSuccess: (detail) => {
          const outcome = labelOutcome(detail.status);
          if (outcome === 'failed')
            feedback.message.error(detail.errorMessage || t('actions.labelFailed'), 5);
          else
            feedback.message.success(
              t(outcome === 'review' ? 'actions.labelInReview' : 'actions.labelCreated'),
              5,
            );
          navigate(orderDetailPath(detail.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === INSUFFICIENT_FUNDS)
            setFundsError(error.message);
          showServerErrors(forms, error);
        },
      },
    );
  };

  return {
    saveDraft,
    createLabel,
    savingDraft: draft.isPending,
    creatingLabel: label.isPending,
    fundsError,
  };
}

import type { Quote } from '@shiplabel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../../app/feedback.ts';
import { ApiError } from '../../../../app/http/request.ts';
import { useSubmission } from '../../../../app/http/useSubmission.ts';
import { userInfoKey } from '../../../account/hooks/useUserInfo.ts';
import { orderFormApi } from '../orderForm.api.ts';
import { labelOutcome } from '../orderFormRules.ts';
import { collectOrder, type OrderForms, refuseMissingSignature, showServerErrors } from './orderForms.ts';

export const DRAFT_LIST_PATH = '/orderManager/draft';
export const orderDetailPath = (id: string) => `/orderManager/orderDetail?${new URLSearchParams({ id })}`;
const INSUFFICIENT_FUNDS = 'ledger.insufficient_funds';

/** A "Create label" that saved the draft but bought no label: the user is told where the draft is. */
export interface LeftDraft {
  orderNo: string;
  reason: string;
}

/**
 * "Save as draft" and "Create label": validate the three forms, send, then go where the result lives.
 * Both buttons share one submission (app/http/useSubmission): one Idempotency-Key per click, sent with the
 * draft save and the label purchase, and no second submission while one is in flight.
 */
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
  const submission = useSubmission();
  const [running, setRunning] = useState<'draft' | 'label' | null>(null);
  const [fundsError, setFundsError] = useState<string | null>(null);
  const [leftDraft, setLeftDraft] = useState<LeftDraft | null>(null);
  // The draft this screen saved: a retry after a refusal (e.g. insufficient funds) updates and places it
  // instead of saving a second draft.
  const [savedId, setSavedId] = useState<string | null>(orderId);

  const submit = (kind: 'draft' | 'label', work: (key: string) => Promise<void>) =>
    submission.run(async (key) => {
      setRunning(kind);
      try {
        await work(key);
      } finally {
        setRunning(null);
        refresh();
      }
    });

  const saveDraft = () =>
    submit('draft', async (key) => {
      const order = await collectOrder(forms, { orderId: savedId, serviceId: chosen?.serviceId ?? null });
      if (!order) return;
      try {
        const { orderNo } = await orderFormApi.saveDraft(order, key);
        feedback.message.success(t('actions.draftSaved', { orderNo }));
        navigate(DRAFT_LIST_PATH);
      } catch (error) {
        showServerErrors(forms, error);
      }
    });

  const createLabel = () => {
    if (!chosen) {
      feedback.message.warning(t('rates.pickFirst'));
      return;
    }
    return submit('label', async (key) => {
      const order = await collectOrder(forms, { orderId: savedId, serviceId: chosen.serviceId });
      if (!order) return;
      if (refuseMissingSignature(forms, order, (amount) => t('options.signatureRequired', { amount })))
        return;
      setFundsError(null);
      setLeftDraft(null);
      let saved: { id: string; orderNo: string } | null = null;
      try {
        saved = await orderFormApi.saveDraft(order, key);
        setSavedId(saved.id);
        showOutcome(await orderFormApi.placeDraft(saved.id, order.serviceId ?? '', key));
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === INSUFFICIENT_FUNDS) setFundsError(error.message);
        // The form was saved as a draft before the label was refused: say so, with where it is.
        if (saved) setLeftDraft({ orderNo: saved.orderNo, reason: (error as Error).message });
        showServerErrors(forms, error);
      }
    });
  };

  const showOutcome = (detail: Awaited<ReturnType<typeof orderFormApi.placeDraft>>) => {
    const outcome = labelOutcome(detail.status);
    if (outcome === 'failed') feedback.message.error(detail.errorMessage || t('actions.labelFailed'), 5);
    else
      feedback.message.success(t(outcome === 'review' ? 'actions.labelInReview' : 'actions.labelCreated'), 5);
    navigate(orderDetailPath(detail.id));
  };

  return {
    saveDraft: () => void saveDraft(),
    createLabel: () => void createLabel(),
    savingDraft: running === 'draft',
    creatingLabel: running === 'label',
    busy: submission.busy,
    fundsError,
    leftDraft,
  };
}

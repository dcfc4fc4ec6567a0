import type { OrderData, Quote, QuoteList, RuleSuggestion } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { shippingRulesApi } from '../../../shipping-rules/shippingRules.api.ts';
import { orderFormApi } from '../orderForm.api.ts';
import { collectOrder, type OrderForms } from './orderForms.ts';

/**
 * The inline rate comparison: the quotes of the current form, and the one the user picked for the label.
 * A change to anything that is priced (addresses' ZIP, parcels, options) drops both, so a label is never
 * bought at a price computed for another shipment.
 */
export function useRateComparison(forms: OrderForms, initialChoice: Quote | null) {
  const [result, setResult] = useState<QuoteList | null>(null);
  const [chosen, setChosen] = useState<Quote | null>(initialChoice);
  // Issue 16: what the customer's shipping rules would pick, shown beside the quotes, never applied.
  const [suggestion, setSuggestion] = useState<RuleSuggestion | null>(null);
  const estimate = useMutation({
    mutationFn: (order: OrderData) => orderFormApi.estimate(order),
    onSuccess: (data) => {
      setResult(data);
      setChosen((previous) => data.quotes.find((q) => q.serviceId === previous?.serviceId) ?? null);
    },
  });

  const suggested = result?.quotes.find((q) => q.serviceId === suggestion?.serviceId);
  return {
    result,
    chosen,
    suggestion: suggestion?.rule && suggested ? { ruleName: suggestion.rule.name, quote: suggested } : null,
    comparing: estimate.isPending,
    compare: async () => {
      const order = await collectOrder(forms, { orderId: null, serviceId: null }, 'rates');
      if (!order) return;
      estimate.mutate(order);
      shippingRulesApi.suggest(order).then(setSuggestion, () => setSuggestion(null));
    },
    choose: setChosen,
    stale: () => {
      setResult(null);
      setChosen(null);
      setSuggestion(null);
    },
  };
}

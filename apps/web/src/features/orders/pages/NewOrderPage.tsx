import { useLocation } from 'react-router';
import { NewOrderScreen } from '../form/components/NewOrderScreen.tsx';

/**
 * /orderManager/newOrder. Keyed by the query so that going from one draft (`?id=`) or address book entry
 * to another, or to a blank order, starts from fresh forms instead of keeping the previous values.
 */
export default function NewOrderPage() {
  const { search } = useLocation();
  return <NewOrderScreen key={search} />;
}

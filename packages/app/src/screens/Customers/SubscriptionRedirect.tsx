import { Navigate, useParams } from "react-router";
import { useSubscription } from "../../hooks/subscriptions";
import * as layout from "../../layouts/layout.css";
import { RecordState } from "../shared/RecordState";

const WORDS = { noun: "Subscription", lower: "subscription", listHref: "/customers", listLabel: "Customers" };

/**
 * `/subscriptions/{id}`: a subscription is shown on its customer's page (the Subscriptions tab), so its own
 * address, as the audit log links it, opens that page.
 */
export default function SubscriptionRedirect() {
  const { id = "" } = useParams();
  const subscription = useSubscription(id);
  if (subscription.data) {
    return <Navigate replace to={`/customers/${subscription.data.customerId}?tab=subscriptions`} />;
  }
  return (
    <div className={layout.page}>
      <RecordState query={subscription} kind={WORDS} />
    </div>
  );
}

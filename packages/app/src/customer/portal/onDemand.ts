// What the portal shows only on request: the forms and the dialogs, each loaded when first opened.
import { lazy } from "react";

export const PortalCardForm = lazy(() =>
  import("./forms").then((module) => ({ default: module.PortalCardForm })),
);
export const BillingDetailsForm = lazy(() =>
  import("./forms").then((module) => ({ default: module.BillingDetailsForm })),
);
export const SubscriptionDialog = lazy(() => import("./SubscriptionDialog"));
export const RemoveCardDialog = lazy(() => import("./RemoveCardDialog"));

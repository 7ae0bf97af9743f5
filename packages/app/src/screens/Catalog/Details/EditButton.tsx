import type {
  AddonResponse,
  ChargeResponse,
  CouponResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import { Button } from "@round/ui";
import { type ComponentType, lazy, Suspense, useState } from "react";
import type { EditDialogProps } from "./EditDialogs";

// The edit dialogs (the catalog forms) load on the first press of Edit, or when the pointer or focus
// reaches it: a record page opens without them.
const dialogs = () => import("./EditDialogs");
const preload = () => void dialogs();
const EditFamily = lazy(() => dialogs().then((module) => ({ default: module.EditFamily })));
const EditPlan = lazy(() => dialogs().then((module) => ({ default: module.EditPlan })));
const EditAddon = lazy(() => dialogs().then((module) => ({ default: module.EditAddon })));
const EditCharge = lazy(() => dialogs().then((module) => ({ default: module.EditCharge })));
const EditCoupon = lazy(() => dialogs().then((module) => ({ default: module.EditCoupon })));

/** Edit, and the record's dialog in edit mode once it has been asked for. */
function EditButton<P>({ Dialog, props }: { Dialog: ComponentType<P & EditDialogProps>; props: P }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Edit
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

export const EditFamilyButton = ({ family }: { family: ProductFamilyResponse }) => (
  <EditButton Dialog={EditFamily} props={{ family }} />
);
export const EditPlanButton = ({ plan }: { plan: PlanResponse }) => (
  <EditButton Dialog={EditPlan} props={{ plan }} />
);
export const EditAddonButton = ({ addon }: { addon: AddonResponse }) => (
  <EditButton Dialog={EditAddon} props={{ addon }} />
);
export const EditChargeButton = ({ charge }: { charge: ChargeResponse }) => (
  <EditButton Dialog={EditCharge} props={{ charge }} />
);
export const EditCouponButton = ({ coupon }: { coupon: CouponResponse }) => (
  <EditButton Dialog={EditCoupon} props={{ coupon }} />
);

import type {
  AddonResponse,
  ChargeResponse,
  CouponResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import { Button } from "@round/ui";
import { type ComponentType, useState } from "react";
import { onDemandDialog, type Preloadable, preloadOn } from "../../shared/onDemand";
import type { EditDialogProps } from "./EditDialogs";

// The edit dialogs (./EditDialogs: the save hooks of every kind, each rendering its catalog form, itself an
// on-demand chunk) load on the first press of Edit, or when the pointer or the focus reaches it: a record
// page opens without them. Preloading fetches both the edit wrapper and the record's form.
const editDialogs = () => import("./EditDialogs");
type Forms = Awaited<ReturnType<typeof editDialogs>>["forms"];

function editDialog<P extends EditDialogProps>(
  pick: (module: Awaited<ReturnType<typeof editDialogs>>) => ComponentType<P>,
  form: keyof Forms,
): ComponentType<P> & Preloadable {
  const Dialog = onDemandDialog<P>(
    () => editDialogs().then((module) => ({ default: pick(module) })),
    (props) => props.open,
  );
  // Taken before Object.assign below replaces Dialog.preload with the wider one (which calls it).
  const preloadDialog = Dialog.preload;
  const preload = () => {
    preloadDialog();
    void editDialogs()
      .then((module) => module.forms[form].preload())
      .catch(() => {});
  };
  return Object.assign(Dialog, { preload });
}

const EditFamily = editDialog((module) => module.EditFamily, "family");
const EditPlan = editDialog((module) => module.EditPlan, "plan");
const EditAddon = editDialog((module) => module.EditAddon, "addon");
const EditCharge = editDialog((module) => module.EditCharge, "charge");
const EditCoupon = editDialog((module) => module.EditCoupon, "coupon");

/** Edit, and the record's dialog in edit mode once it has been asked for. */
function EditButton<P>({
  Dialog,
  props,
}: {
  Dialog: ComponentType<P & EditDialogProps> & Preloadable;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" {...preloadOn(Dialog)} onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Dialog {...props} open={open} onOpenChange={setOpen} />
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

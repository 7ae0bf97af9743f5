import type {
  AddonResponse,
  ChargeResponse,
  CouponResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import { Button } from "@round/ui";
import { type ComponentType, useState } from "react";
import {
  CreateAddonDialog,
  CreateChargeDialog,
  CreateCouponDialog,
  CreatePlanDialog,
  CreateProductFamilyDialog,
} from "../shared/catalogDialogs";
import { type Preloadable, preloadOn } from "../shared/onDemand";
import { EditAddon, EditCharge, EditCoupon, type EditDialogProps, EditFamily, EditPlan } from "./EditDialogs";

/**
 * Edit, and the record's dialog in edit mode. The dialog's code (the catalog form) loads on the first press,
 * or when the pointer or the focus reaches the button: a record page opens without it.
 */
function EditButton<P>({
  Dialog,
  form,
  props,
}: {
  Dialog: ComponentType<P & EditDialogProps>;
  form: Preloadable;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" {...preloadOn(form)} onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Dialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const EditFamilyButton = ({ family }: { family: ProductFamilyResponse }) => (
  <EditButton Dialog={EditFamily} form={CreateProductFamilyDialog} props={{ family }} />
);
export const EditPlanButton = ({ plan }: { plan: PlanResponse }) => (
  <EditButton Dialog={EditPlan} form={CreatePlanDialog} props={{ plan }} />
);
export const EditAddonButton = ({ addon }: { addon: AddonResponse }) => (
  <EditButton Dialog={EditAddon} form={CreateAddonDialog} props={{ addon }} />
);
export const EditChargeButton = ({ charge }: { charge: ChargeResponse }) => (
  <EditButton Dialog={EditCharge} form={CreateChargeDialog} props={{ charge }} />
);
export const EditCouponButton = ({ coupon }: { coupon: CouponResponse }) => (
  <EditButton Dialog={EditCoupon} form={CreateCouponDialog} props={{ coupon }} />
);

import type { ProductFamiliesState } from "@round/forms";
import type {
  AddonResponse,
  ChargeResponse,
  CouponResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import { useToast } from "@round/ui";
import { useUpdateAddon } from "../../../hooks/addons";
import { useUpdateCharge } from "../../../hooks/charges";
import { useUpdateCoupon } from "../../../hooks/coupons";
import { usePlans, useUpdatePlan } from "../../../hooks/plans";
import { useProductFamilies, useUpdateProductFamily } from "../../../hooks/productFamilies";
// On demand: each form's code loads when its dialog first opens (EditButton preloads it).
import {
  CreateAddonDialog,
  CreateChargeDialog,
  CreateCouponDialog,
  CreatePlanDialog,
  CreateProductFamilyDialog,
} from "../shared/catalogDialogs";

/** The account's families for a body's select, loaded when the dialog opens. */
function useFamilies(enabled: boolean): ProductFamiliesState {
  const families = useProductFamilies({ pageSize: 100, orderBy: "name", isAscending: true }, { enabled });
  if (families.data) {
    return {
      status: "ready",
      options: families.data.items.map((family) => ({ id: family.id, name: family.name })),
    };
  }
  if (families.isError) return { status: "error", retry: () => void families.refetch() };
  return { status: "loading" };
}

/** What EditButton gives a dialog: its open state. */
export interface EditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog's open state, and the toast after a save. */
function useEdit(noun: string, name: string, { open, onOpenChange }: EditDialogProps) {
  const { toast } = useToast();
  return {
    open,
    onOpenChange,
    onSuccess: () => toast({ kind: "success", title: `${noun} updated`, description: name }),
  };
}

// Each dialog in edit mode starts from the record as the API answered it; a rejected save (the client's
// ApiError, with the server's `errors[].field`) shows its messages under the fields.

export function EditFamily({ family, ...dialog }: { family: ProductFamilyResponse } & EditDialogProps) {
  const update = useUpdateProductFamily();
  const edit = useEdit("Product family", family.name, dialog);
  return (
    <CreateProductFamilyDialog
      {...edit}
      mode="edit"
      initialValues={family}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: family.id, values });
      }}
    />
  );
}

export function EditPlan({ plan, ...dialog }: { plan: PlanResponse } & EditDialogProps) {
  const update = useUpdatePlan();
  const edit = useEdit("Plan", plan.name, dialog);
  const families = useFamilies(edit.open);
  return (
    <CreatePlanDialog
      {...edit}
      mode="edit"
      initialValues={plan}
      families={families}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: plan.id, values });
      }}
    />
  );
}

export function EditAddon({ addon, ...dialog }: { addon: AddonResponse } & EditDialogProps) {
  const update = useUpdateAddon();
  const edit = useEdit("Add-on", addon.name, dialog);
  const families = useFamilies(edit.open);
  return (
    <CreateAddonDialog
      {...edit}
      mode="edit"
      initialValues={addon}
      families={families}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: addon.id, values });
      }}
    />
  );
}

export function EditCharge({ charge, ...dialog }: { charge: ChargeResponse } & EditDialogProps) {
  const update = useUpdateCharge();
  const edit = useEdit("Charge", charge.name, dialog);
  const families = useFamilies(edit.open);
  return (
    <CreateChargeDialog
      {...edit}
      mode="edit"
      initialValues={charge}
      families={families}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: charge.id, values });
      }}
    />
  );
}

export function EditCoupon({ coupon, ...dialog }: { coupon: CouponResponse } & EditDialogProps) {
  const update = useUpdateCoupon();
  const edit = useEdit("Coupon", coupon.name, dialog);
  // The plans a coupon may be limited to.
  const plans = usePlans({ pageSize: 100, orderBy: "name", isAscending: true }, { enabled: edit.open });
  return (
    <CreateCouponDialog
      {...edit}
      mode="edit"
      initialValues={coupon}
      plans={(plans.data?.items ?? []).map((plan) => ({ id: plan.id, name: plan.name }))}
      currency={coupon.currency}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: coupon.id, values });
      }}
    />
  );
}

/** The forms, by kind, for EditButton to preload with this module. */
export const forms = {
  family: CreateProductFamilyDialog,
  plan: CreatePlanDialog,
  addon: CreateAddonDialog,
  charge: CreateChargeDialog,
  coupon: CreateCouponDialog,
};

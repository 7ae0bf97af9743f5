import type { RecordWords } from "../../shared/RecordState";

/** The words each kind of catalog record is shown with on its detail page. */
export interface RecordKind extends RecordWords {
  /** 'Plan', 'Add-on': titles and toasts. */
  noun: string;
  /** 'Delete Plan', 'Delete Family': the delete dialog's title, as the lists name it. */
  deleteTitle: string;
  /** 'plan', 'add-on': inside sentences. */
  lower: string;
  /** Where the kind's list is, and its name: Back to Plans. */
  listHref: string;
  listLabel: string;
  /** The API's collection: `/api/catalog/plans`. */
  apiPath: string;
}

export const KINDS = {
  family: {
    noun: "Product family",
    deleteTitle: "Delete Family",
    lower: "product family",
    listHref: "/catalog",
    listLabel: "Catalog",
    apiPath: "/api/catalog/product-families",
  },
  plan: {
    noun: "Plan",
    deleteTitle: "Delete Plan",
    lower: "plan",
    listHref: "/catalog/plans",
    listLabel: "Plans",
    apiPath: "/api/catalog/plans",
  },
  addon: {
    noun: "Add-on",
    deleteTitle: "Delete Add-on",
    lower: "add-on",
    listHref: "/catalog/addons",
    listLabel: "Add-ons",
    apiPath: "/api/catalog/addons",
  },
  charge: {
    noun: "Charge",
    deleteTitle: "Delete Charge",
    lower: "charge",
    listHref: "/catalog/charges",
    listLabel: "Charges",
    apiPath: "/api/catalog/charges",
  },
  coupon: {
    noun: "Coupon",
    deleteTitle: "Delete Coupon",
    lower: "coupon",
    listHref: "/catalog/coupons",
    listLabel: "Coupons",
    apiPath: "/api/catalog/coupons",
  },
} as const satisfies Record<string, RecordKind>;

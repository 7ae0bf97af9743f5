/** The words each kind of catalog record is shown with on its detail page. */
export interface RecordKind {
  /** 'Plan', 'Add-on': titles and toasts. */
  noun: string;
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
    lower: "product family",
    listHref: "/catalog",
    listLabel: "Catalog",
    apiPath: "/api/catalog/product-families",
  },
  plan: {
    noun: "Plan",
    lower: "plan",
    listHref: "/catalog/plans",
    listLabel: "Plans",
    apiPath: "/api/catalog/plans",
  },
  addon: {
    noun: "Add-on",
    lower: "add-on",
    listHref: "/catalog/addons",
    listLabel: "Add-ons",
    apiPath: "/api/catalog/addons",
  },
  charge: {
    noun: "Charge",
    lower: "charge",
    listHref: "/catalog/charges",
    listLabel: "Charges",
    apiPath: "/api/catalog/charges",
  },
  coupon: {
    noun: "Coupon",
    lower: "coupon",
    listHref: "/catalog/coupons",
    listLabel: "Coupons",
    apiPath: "/api/catalog/coupons",
  },
} as const satisfies Record<string, RecordKind>;

import { COUPON_STATUSES, type CouponResponse, DISCOUNT_TYPES } from "@round/forms/schemas";
import { formatDate, Inline, Money, Stack, useToast } from "@round/ui";
import { useMemo } from "react";
import { catalogMessages } from "../../../api/catalogMessages";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import {
  useCoupons,
  useCreateCoupon,
  useDeleteCoupon,
  useDuplicateCoupon,
  useUpdateCoupon,
} from "../../../hooks/coupons";
import { usePlans } from "../../../hooks/plans";
import { useAccountCurrency } from "../../../hooks/useAccount";
import * as styles from "../Catalog.css";
import { CatalogListPage } from "../shared/CatalogListPage";
import { CreateCouponDialog } from "../shared/catalogDialogs";
import { isExpiringSoon, usagePercent } from "../shared/catalogFormat";
import { CopyButton, ItemBadges, ProgressBar } from "../shared/itemPieces";
import { selectFilter } from "../shared/ListControls";
import { useToastedAction } from "../shared/toasts";

const PLAN_OPTIONS_QUERY = { pageSize: 100, orderBy: "name", isAscending: true } as const;
const CODE_COPIED = "Coupon code copied";

const COUPONS = {
  path: "/catalog/coupons",
  title: "Coupons",
  subtitle: "Discount codes and their redemptions.",
  singular: "Coupon",
  noun: { one: "coupon", other: "coupons" },
  filterNames: ["status", "discountType"] as const,
  editLabel: "Edit Coupon",
  deleteLabel: "Delete Coupon",
  loadFailed: catalogMessages.loadCouponsFailed,
  duplicateFailed: catalogMessages.duplicateCouponFailed,
  dialog: CreateCouponDialog,
  pieces: [CopyButton, ItemBadges, ProgressBar],
  useItems: useCoupons,
  useCreate: useCreateCoupon,
  useUpdate: useUpdateCoupon,
  useDelete: useDeleteCoupon,
  useDuplicate: useDuplicateCoupon,
};

function Discount({ coupon }: { coupon: CouponResponse }) {
  if (coupon.discountType === "percentage") return <span>{`${coupon.discountValue}% off`}</span>;
  return (
    <span>
      <Money amount={coupon.discountValue} currency={coupon.currency} /> off
    </span>
  );
}

function Usage({ coupon }: { coupon: CouponResponse }) {
  const percent = usagePercent(coupon.currentRedemptions, coupon.maxRedemptions);
  if (percent === null) {
    return <p className={styles.muted}>{`${coupon.currentRedemptions} redemptions (unlimited)`}</p>;
  }
  return (
    <Stack gap="xs">
      <ProgressBar
        label={`${coupon.currentRedemptions} of ${coupon.maxRedemptions} used`}
        value={coupon.currentRedemptions}
        max={coupon.maxRedemptions ?? 0}
        showValue
        size="sm"
        tone={percent >= 100 ? "danger" : percent >= 80 ? "warning" : "primary"}
      />
    </Stack>
  );
}

/** Coupons (`/catalog/coupons`, and `/catalog/coupons/create` with the dialog open). */
export default function CouponsScreen({ creating = false }: { creating?: boolean }) {
  const summary = useCatalogSummary();
  const plans = usePlans(PLAN_OPTIONS_QUERY);
  const toasted = useToastedAction();
  const { toast } = useToast();
  const accountCurrency = useAccountCurrency();
  const currency = summary.data?.currency ?? accountCurrency;
  const planOptions = useMemo(
    () => (plans.data?.items ?? []).map((plan) => ({ id: plan.id, name: plan.name })),
    [plans.data],
  );
  const today = new Date();

  const copied = () => toast({ kind: "success", title: CODE_COPIED });
  const copyCode = (coupon: CouponResponse) =>
    void toasted(
      () => navigator.clipboard.writeText(coupon.couponCode),
      CODE_COPIED,
      "Could not copy the code",
    );
  const badges = (coupon: CouponResponse) => (
    <ItemBadges
      status={coupon.status}
      kind={coupon.discountType}
      extra={coupon.status === "active" && isExpiringSoon(coupon.validUntil, today) ? ["Expiring Soon"] : []}
    />
  );
  const dates = (coupon: CouponResponse) =>
    coupon.validUntil ? `Until ${formatDate(coupon.validUntil)}` : `Created ${formatDate(coupon.createdAt)}`;

  return (
    <CatalogListPage
      kind={COUPONS}
      creating={creating}
      archived={{ status: "archived" }}
      stats={(figures) => [
        { label: "Total Coupons", value: figures?.coupons.totalCoupons ?? 0 },
        { label: "Active Coupons", value: figures?.coupons.activeCoupons ?? 0 },
        {
          label: "Total Redemptions",
          value: (figures?.coupons.totalRedemptions ?? 0).toLocaleString("en-US"),
        },
        {
          label: "Total Savings",
          value: <Money amount={figures?.coupons.totalSavings ?? 0} currency={currency} />,
        },
      ]}
      filters={[
        selectFilter("status", "Status", "All statuses", COUPON_STATUSES),
        selectFilter("discountType", "Discount Type", "All types", DISCOUNT_TYPES),
      ]}
      menuBefore={(coupon) => [{ label: "Copy Code", onSelect: () => copyCode(coupon) }]}
      card={(coupon) => (
        <>
          <Inline gap="sm">
            <span className={styles.code}>{coupon.couponCode}</span>
            <CopyButton
              value={coupon.couponCode}
              label={`Copy code ${coupon.couponCode}`}
              iconOnly
              onCopied={copied}
            />
          </Inline>
          <div className={styles.price}>
            <Discount coupon={coupon} />
          </div>
          <Usage coupon={coupon} />
          {badges(coupon)}
          <p className={styles.muted}>{dates(coupon)}</p>
        </>
      )}
      columns={[
        {
          key: "code",
          header: "Code",
          cell: (coupon) => <span className={styles.code}>{coupon.couponCode}</span>,
        },
        { key: "discount", header: "Discount", cell: (coupon) => <Discount coupon={coupon} /> },
        { key: "status", header: "Status", cell: badges },
        { key: "dates", header: "Validity", cell: dates },
      ]}
      renderDialog={(props) => <CreateCouponDialog {...props} plans={planOptions} currency={currency} />}
    />
  );
}

import { COUPON_STATUSES, type CouponResponse, DISCOUNT_TYPES } from "@round/forms/schemas";
import {
  type ActionMenuItem,
  Button,
  Card,
  Columns,
  formatDate,
  Inline,
  Money,
  PageHeader,
  Stack,
  StatCard,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useMemo, useState } from "react";
import { Link } from "react-router";
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
import { useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import * as styles from "../Catalog.css";
import { CreateCouponDialog, DeleteDialog } from "../shared/catalogDialogs";
import { isExpiringSoon, labelOf, usagePercent } from "../shared/catalogFormat";
import { ActionMenu, CopyButton, ItemBadges, ProgressBar } from "../shared/itemPieces";
import { ListBody } from "../shared/ListBody";
import { ListControls } from "../shared/ListControls";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { useToastedAction } from "../shared/toasts";
import { useCreateRoute } from "../shared/useCreateRoute";

const PLAN_OPTIONS_QUERY = { pageSize: 100, orderBy: "name", isAscending: true } as const;
const CODE_COPIED = "Coupon code copied";

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
  const list = useListParams({ filters: ["status", "discountType"] as const });
  const coupons = useCoupons(list.query);
  const summary = useCatalogSummary();
  const plans = usePlans(PLAN_OPTIONS_QUERY);
  const route = useCreateRoute("/catalog/coupons", creating);
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const deleteCoupon = useDeleteCoupon();
  const duplicateCoupon = useDuplicateCoupon();
  const toasted = useToastedAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<CouponResponse | null>(null);
  const [deleting, setDeleting] = useState<CouponResponse | null>(null);
  const figures = summary.data?.coupons;
  const currency = summary.data?.currency ?? "USD";
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

  const menu = (coupon: CouponResponse): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `/catalog/coupons/${coupon.id}`, as: Link },
    { label: "Edit Coupon", onSelect: () => setEditing(coupon) },
    { label: "Copy Code", onSelect: () => copyCode(coupon) },
    {
      label: "Duplicate",
      onSelect: () =>
        void toasted(
          () => duplicateCoupon.mutateAsync(coupon.id),
          "Coupon duplicated",
          catalogMessages.duplicateCouponFailed,
        ),
    },
    { type: "separator" },
    { label: "Delete Coupon", destructive: true, onSelect: () => setDeleting(coupon) },
  ];

  const nameLink = (coupon: CouponResponse) => (
    <UiLink href={`/catalog/coupons/${coupon.id}`} as={Link} tone="inherit" underline="hover">
      {coupon.name}
    </UiLink>
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
    <div className={layout.page}>
      <PageHeader
        title="Coupons"
        subtitle="Discount codes and their redemptions."
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={Link}
        actions={
          <Button onClick={route.open} {...preloadOn(CreateCouponDialog)}>
            Create Coupon
          </Button>
        }
      />
      <section aria-label="Coupon summary" className={styles.stats}>
        <StatCard label="Total Coupons" value={figures?.totalCoupons ?? 0} loading={summary.isPending} />
        <StatCard label="Active Coupons" value={figures?.activeCoupons ?? 0} loading={summary.isPending} />
        <StatCard
          label="Total Redemptions"
          value={(figures?.totalRedemptions ?? 0).toLocaleString("en-US")}
          loading={summary.isPending}
        />
        <StatCard
          label="Total Savings"
          value={<Money amount={figures?.totalSavings ?? 0} currency={currency} />}
          loading={summary.isPending}
        />
      </section>
      <ListControls
        list={list}
        searchLabel="Search coupons"
        filters={[
          {
            type: "select",
            name: "status",
            label: "Status",
            emptyLabel: "All statuses",
            options: COUPON_STATUSES.map((status) => ({ value: status, label: labelOf(status) })),
          },
          {
            type: "select",
            name: "discountType",
            label: "Discount Type",
            emptyLabel: "All types",
            options: DISCOUNT_TYPES.map((type) => ({ value: type, label: labelOf(type) })),
          },
        ]}
        count={coupons.data?.totalCount}
        noun={{ one: "coupon", other: "coupons" }}
      />
      <ListBody
        list={list}
        query={coupons}
        loadingLabel="Loading coupons"
        errorTitle={catalogMessages.loadCouponsFailed}
        emptyTitle="No coupons found"
        emptyHint="Create your first coupon to get started"
        emptyAction={{ label: "Create Your First Coupon", onClick: route.open, preload: CreateCouponDialog }}
        preload={[CreateCouponDialog, DeleteDialog]}
        pieces={[CopyButton, ItemBadges, ProgressBar]}
        renderGrid={(items) => (
          <Columns as="ul" aria-label="Coupons">
            {items.map((coupon) => (
              <li key={coupon.id}>
                <Card
                  className={styles.itemCard}
                  title={nameLink(coupon)}
                  headingLevel={2}
                  actions={<ActionMenu items={menu(coupon)} label={`Actions for ${coupon.name}`} />}
                >
                  <Stack gap="sm">
                    {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
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
                  </Stack>
                </Card>
              </li>
            ))}
          </Columns>
        )}
        renderList={(items) => (
          <DataTable
            aria-label="Coupons"
            rows={items}
            getRowId={(coupon) => coupon.id}
            manualSorting
            columns={[
              {
                key: "name",
                header: "Coupon",
                cell: (coupon) => <span className={styles.nameCell}>{nameLink(coupon)}</span>,
              },
              {
                key: "code",
                header: "Code",
                cell: (coupon) => <span className={styles.code}>{coupon.couponCode}</span>,
              },
              { key: "discount", header: "Discount", cell: (coupon) => <Discount coupon={coupon} /> },
              { key: "status", header: "Status", cell: badges },
              { key: "dates", header: "Validity", cell: dates },
              {
                key: "actions",
                header: "Actions",
                align: "end",
                width: 64,
                cell: (coupon) => <ActionMenu items={menu(coupon)} label={`Actions for ${coupon.name}`} />,
              },
            ]}
          />
        )}
      />
      <CreateCouponDialog
        open={creating}
        onOpenChange={(open) => {
          if (!open) route.close();
        }}
        plans={planOptions}
        currency={currency}
        onSubmit={async (values) => {
          await createCoupon.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Coupon created" })}
      />
      {editing ? (
        <CreateCouponDialog
          key={editing.id}
          open
          mode="edit"
          initialValues={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          plans={planOptions}
          currency={currency}
          onSubmit={async (values) => {
            await updateCoupon.mutateAsync({ id: editing.id, values });
          }}
          onSuccess={() => toast({ kind: "success", title: "Coupon updated" })}
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete Coupon"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await deleteCoupon.mutateAsync(id);
          toast({ kind: "success", title: "Coupon deleted" });
        }}
        onArchive={async (id) => {
          await updateCoupon.mutateAsync({ id, values: { status: "archived" } });
          toast({ kind: "success", title: "Coupon archived" });
        }}
      />
    </div>
  );
}

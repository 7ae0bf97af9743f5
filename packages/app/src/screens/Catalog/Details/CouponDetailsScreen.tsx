import type { CouponResponse } from "@round/forms/schemas";
import {
  Card,
  CopyButton,
  DescriptionList,
  formatDate,
  Inline,
  Money,
  PageHeader,
  ProgressBar,
  type ProgressTone,
  progressPercent,
  Stack,
  StatusBadge,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { Link, useParams } from "react-router";
import { useCoupon, useDeleteCoupon, useDuplicateCoupon, useUpdateCoupon } from "../../../hooks/coupons";
import { usePlans } from "../../../hooks/plans";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { RecordState } from "../../shared/RecordState";
import { discountText, durationText, isExpiringSoon, redemptionsText } from "./coupon";
import { EditCouponButton } from "./EditButton";
import { KINDS } from "./kinds";
import { yesNo } from "./labels";
import { ACTIVATE, ARCHIVE, RecordActions } from "./RecordActions";

const kind = KINDS.coupon;

/** `/catalog/coupons/{id}`: a coupon's code, discount, validity, redemptions and who may use it. */
export default function CouponDetailsScreen() {
  const { id = "" } = useParams();
  const coupon = useCoupon(id);
  useCrumbLabel(`/catalog/coupons/${id}`, coupon.data?.name ?? kind.noun);
  if (!coupon.data) return <RecordState query={coupon} kind={kind} />;
  return <CouponDetails coupon={coupon.data} />;
}

function toneFor(percent: number): ProgressTone {
  if (percent >= 100) return "danger";
  if (percent >= 80) return "warning";
  return "primary";
}

function CouponDetails({ coupon }: { coupon: CouponResponse }) {
  const { toast } = useToast();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const duplicate = useDuplicateCoupon();
  const applicable = coupon.restrictions.applicablePlans;
  // The names of the plans it applies to (ids in the coupon); one page of up to 100 plans.
  const plans = usePlans({ pageSize: 100 }, { enabled: applicable.length > 0 });
  const planName = (id: string) => plans.data?.items.find((plan) => plan.id === id)?.name;
  const expiringSoon = coupon.status === "active" && isExpiringSoon(coupon.validUntil, new Date());
  const max = coupon.maxRedemptions;

  return (
    <div className={layout.page}>
      <PageHeader
        title={coupon.name}
        subtitle={coupon.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions
            kind={kind}
            name={coupon.name}
            status={coupon.status}
            statusActions={[ACTIVATE, ARCHIVE]}
            onStatus={(status) =>
              update.mutateAsync({ id: coupon.id, values: { status: status as CouponResponse["status"] } })
            }
            onDuplicate={() => duplicate.mutateAsync(coupon.id)}
            detailHref={(id) => `/catalog/coupons/${id}`}
            onDelete={() => remove.mutateAsync(coupon.id)}
          >
            <EditCouponButton coupon={coupon} />
          </RecordActions>
        }
      />
      <Card title="Coupon code">
        <Inline gap="md">
          <code className={layout.subheading}>{coupon.couponCode}</code>
          <CopyButton
            value={coupon.couponCode}
            label="Copy code"
            onCopied={() =>
              toast({ kind: "success", title: "Coupon code copied", description: coupon.couponCode })
            }
            onError={() => toast({ kind: "error", title: "Could not copy the coupon code" })}
          />
        </Inline>
      </Card>
      <Card title="Overview">
        <DescriptionList
          columns={2}
          items={[
            {
              term: "Status",
              detail: (
                <Inline gap="md">
                  <StatusBadge status={coupon.status} />
                  {expiringSoon ? <StatusBadge status="warning" label="Expiring Soon" /> : null}
                </Inline>
              ),
            },
            { term: "Discount", detail: discountText(coupon) },
            { term: "Duration", detail: durationText(coupon) },
            { term: "Valid from", detail: coupon.validFrom ? formatDate(coupon.validFrom) : "Immediately" },
            {
              term: "Valid until",
              detail: coupon.validUntil ? formatDate(coupon.validUntil) : "No end date",
            },
            { term: "Stackable", detail: yesNo(coupon.stackable) },
            { term: "Applied automatically", detail: yesNo(coupon.autoApply) },
            {
              term: "Total savings",
              detail: <Money amount={coupon.totalSavings} currency={coupon.currency} />,
            },
            { term: "Created", detail: formatDate(coupon.createdAt) },
            { term: "Updated", detail: formatDate(coupon.updatedAt) },
          ]}
        />
      </Card>
      <Card title="Redemptions">
        <Stack gap="lg">
          <p>{redemptionsText(coupon.currentRedemptions, max)}</p>
          {max !== null ? (
            <ProgressBar
              label="Redemptions used"
              value={coupon.currentRedemptions}
              max={max}
              showValue
              tone={toneFor(progressPercent(coupon.currentRedemptions, max))}
            />
          ) : null}
        </Stack>
      </Card>
      <Card title="Restrictions">
        <DescriptionList
          items={[
            { term: "First-time customers only", detail: yesNo(coupon.restrictions.firstTimeCustomersOnly) },
            {
              term: "Minimum order value",
              detail:
                coupon.restrictions.minimumOrderValue === null ? (
                  "None"
                ) : (
                  <Money amount={coupon.restrictions.minimumOrderValue} currency={coupon.currency} />
                ),
            },
            {
              term: "Applicable plans",
              detail:
                applicable.length === 0 ? (
                  "All plans"
                ) : (
                  <ul className={layout.steps}>
                    {applicable.map((id) => (
                      <li key={id}>
                        <UiLink href={`/catalog/plans/${id}`} as={Link}>
                          {planName(id) ?? (plans.isPending ? "Loading..." : id)}
                        </UiLink>
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </Card>
      <Card title="Eligibility">
        <DescriptionList
          items={[
            { term: "All customers", detail: yesNo(coupon.customerEligibility.allCustomers) },
            {
              term: "Customer segments",
              detail:
                coupon.customerEligibility.customerSegments.length === 0
                  ? "None"
                  : coupon.customerEligibility.customerSegments.join(", "),
            },
          ]}
        />
      </Card>
    </div>
  );
}

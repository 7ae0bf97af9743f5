import type { PlanResponse } from "@round/forms/schemas";
import {
  type ActionMenuItem,
  Button,
  Card,
  Columns,
  Inline,
  Money,
  PageHeader,
  Stack,
  StatCard,
  StatusBadge,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useState } from "react";
import { Link } from "react-router";
import { catalogMessages } from "../../../api/catalogMessages";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import {
  useCreatePlan,
  useDeletePlan,
  useDuplicatePlan,
  usePlans,
  useUpdatePlan,
} from "../../../hooks/plans";
import { useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import * as styles from "../Catalog.css";
import { CreatePlanDialog, DeleteDialog } from "../shared/catalogDialogs";
import { frequencyNote, labelOf, plural } from "../shared/catalogFormat";
import { useFamilyOptions } from "../shared/familyOptions";
import { ActionMenu, StartingPrice } from "../shared/itemPieces";
import { ListBody } from "../shared/ListBody";
import { ListControls } from "../shared/ListControls";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { useToastedAction } from "../shared/toasts";
import { useCreateRoute } from "../shared/useCreateRoute";

const FEATURES_SHOWN = 3;

/** Plans (`/catalog/plans`, and `/catalog/plans/create` with the wizard open). */
export default function PlansScreen({ creating = false }: { creating?: boolean }) {
  const list = useListParams({ filters: ["productFamilyId"] as const });
  const plans = usePlans(list.query);
  const summary = useCatalogSummary();
  const families = useFamilyOptions();
  const route = useCreateRoute("/catalog/plans", creating);
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const deletePlan = useDeletePlan();
  const duplicatePlan = useDuplicatePlan();
  const toasted = useToastedAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<PlanResponse | null>(null);
  const [deleting, setDeleting] = useState<PlanResponse | null>(null);
  const figures = summary.data?.plans;
  const currency = summary.data?.currency ?? "USD";

  const menu = (plan: PlanResponse): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `/catalog/plans/${plan.id}`, as: Link },
    { label: "Edit Plan", onSelect: () => setEditing(plan) },
    {
      label: "Duplicate",
      onSelect: () =>
        void toasted(
          () => duplicatePlan.mutateAsync(plan.id),
          "Plan duplicated",
          catalogMessages.duplicatePlanFailed,
        ),
    },
    { type: "separator" },
    { label: "Delete Plan", destructive: true, onSelect: () => setDeleting(plan) },
  ];

  return (
    <div className={layout.page}>
      <PageHeader
        title="Plans"
        subtitle="Subscription plans, their prices and features."
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={Link}
        actions={
          <Button onClick={route.open} {...preloadOn(CreatePlanDialog)}>
            Create Plan
          </Button>
        }
      />
      <section aria-label="Plan summary" className={styles.stats}>
        <StatCard label="Total Plans" value={figures?.totalPlans ?? 0} loading={summary.isPending} />
        <StatCard label="Active Plans" value={figures?.activePlans ?? 0} loading={summary.isPending} />
        <StatCard
          label="Monthly MRR"
          value={<Money amount={figures?.monthlyMrr ?? 0} currency={currency} />}
          loading={summary.isPending}
        />
        <StatCard
          label="Avg Plan Value"
          value={<Money amount={figures?.avgPlanValue ?? 0} currency={currency} />}
          loading={summary.isPending}
        />
      </section>
      <ListControls
        list={list}
        searchLabel="Search plans"
        filters={[
          {
            type: "select",
            name: "productFamilyId",
            label: "Product Family",
            emptyLabel: "All families",
            options: families.options.map((family) => ({ value: family.id, label: family.name })),
          },
        ]}
        count={plans.data?.totalCount}
        noun={{ one: "plan", other: "plans" }}
      />
      <ListBody
        list={list}
        query={plans}
        loadingLabel="Loading plans"
        errorTitle={catalogMessages.loadPlansFailed}
        emptyTitle="No plans found"
        emptyHint="Create your first plan to get started"
        emptyAction={{ label: "Create Your First Plan", onClick: route.open, preload: CreatePlanDialog }}
        preload={[CreatePlanDialog, DeleteDialog]}
        pieces={[StartingPrice]}
        renderGrid={(items) => (
          <Columns as="ul" aria-label="Plans">
            {items.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} menu={menu(plan)} />
              </li>
            ))}
          </Columns>
        )}
        renderList={(items) => (
          <DataTable
            aria-label="Plans"
            rows={items}
            getRowId={(plan) => plan.id}
            manualSorting
            columns={[
              {
                key: "name",
                header: "Plan",
                cell: (plan) => (
                  <UiLink href={`/catalog/plans/${plan.id}`} as={Link} className={styles.nameCell}>
                    {plan.name}
                  </UiLink>
                ),
              },
              { key: "family", header: "Product Family", cell: (plan) => plan.productFamilyName },
              {
                key: "price",
                header: "Starting Price",
                cell: (plan) => <StartingPrice price={plan.startingPrice} custom="Contact Sales" />,
              },
              { key: "period", header: "Billing", cell: (plan) => labelOf(plan.billingPeriod) },
              { key: "status", header: "Status", cell: (plan) => <PlanBadges plan={plan} /> },
              {
                key: "actions",
                header: "Actions",
                align: "end",
                width: 64,
                cell: (plan) => <ActionMenu items={menu(plan)} label={`Actions for ${plan.name}`} />,
              },
            ]}
          />
        )}
      />
      <CreatePlanDialog
        open={creating}
        onOpenChange={(open) => {
          if (!open) route.close();
        }}
        families={families.state}
        onSubmit={async (values) => {
          await createPlan.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Plan created" })}
      />
      {editing ? (
        <CreatePlanDialog
          key={editing.id}
          open
          mode="edit"
          initialValues={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          families={families.state}
          onSubmit={async (values) => {
            await updatePlan.mutateAsync({ id: editing.id, values });
          }}
          onSuccess={() => toast({ kind: "success", title: "Plan updated" })}
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete Plan"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await deletePlan.mutateAsync(id);
          toast({ kind: "success", title: "Plan deleted" });
        }}
        onArchive={async (id) => {
          await updatePlan.mutateAsync({ id, values: { status: "archived" } });
          toast({ kind: "success", title: "Plan archived" });
        }}
      />
    </div>
  );
}

function PlanBadges({ plan }: { plan: PlanResponse }) {
  return (
    <Inline gap="xs">
      <StatusBadge status={plan.status} />
      {plan.isMetered ? <StatusBadge status="info" label="Metered" /> : null}
    </Inline>
  );
}

function PlanCard({ plan, menu }: { plan: PlanResponse; menu: ActionMenuItem[] }) {
  const features = [...plan.features].sort((a, b) => a.displayOrder - b.displayOrder);
  const more = features.length - FEATURES_SHOWN;
  const note = frequencyNote(plan.startingPrice?.billingFrequency);
  return (
    <Card
      className={styles.itemCard}
      title={
        <UiLink href={`/catalog/plans/${plan.id}`} as={Link} tone="inherit" underline="hover">
          {plan.name}
        </UiLink>
      }
      headingLevel={2}
      actions={<ActionMenu items={menu} label={`Actions for ${plan.name}`} />}
    >
      <Stack gap="sm">
        {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
        <div className={styles.price}>
          <StartingPrice price={plan.startingPrice} custom="Custom / Contact for pricing" />
          {note ? <span className={styles.muted}> {note}</span> : null}
        </div>
        <Inline gap="xs">
          <PlanBadges plan={plan} />
        </Inline>
        <p className={styles.muted}>
          {plural(features.length, "feature")} · Billing: {labelOf(plan.billingPeriod)}
          {plan.trialPeriod ? ` · Trial: ${plural(plan.trialPeriod, "day")}` : ""}
        </p>
        {features.length > 0 ? (
          <ul className={styles.features} aria-label={`Features of ${plan.name}`}>
            {features.slice(0, FEATURES_SHOWN).map((feature) => (
              <li key={feature.id}>
                {feature.featureType === "quantity" && feature.value !== null
                  ? `${feature.name}: ${String(feature.value)}`
                  : feature.name}
              </li>
            ))}
            {more > 0 ? <li className={styles.muted}>{`+${more} more features`}</li> : null}
          </ul>
        ) : null}
      </Stack>
    </Card>
  );
}

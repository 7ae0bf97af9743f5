import type { ChargeResponse } from "@round/forms/schemas";
import {
  type ActionMenuItem,
  Button,
  Card,
  Columns,
  formatDate,
  PageHeader,
  Stack,
  StatCard,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useState } from "react";
import { Link } from "react-router";
import { catalogMessages } from "../../../api/catalogMessages";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import {
  useCharges,
  useCreateCharge,
  useDeleteCharge,
  useDuplicateCharge,
  useUpdateCharge,
} from "../../../hooks/charges";
import { useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import * as styles from "../Catalog.css";
import { CreateChargeDialog, DeleteDialog } from "../shared/catalogDialogs";
import { labelOf, plural } from "../shared/catalogFormat";
import { useFamilyOptions } from "../shared/familyOptions";
import { ActionMenu, FirstPrice, ItemBadges } from "../shared/itemPieces";
import { ListBody } from "../shared/ListBody";
import { ListControls } from "../shared/ListControls";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { useToastedAction } from "../shared/toasts";
import { useCreateRoute } from "../shared/useCreateRoute";

/** The charge types the filter offers (spec: one_time, usage_based, penalty). */
const FILTER_TYPES = ["one_time", "usage_based", "penalty"] as const;

/** Charges (`/catalog/charges`, and `/catalog/charges/create` with the dialog open). */
export default function ChargesScreen({ creating = false }: { creating?: boolean }) {
  const list = useListParams({ filters: ["productFamilyId", "chargeType"] as const });
  const charges = useCharges(list.query);
  const summary = useCatalogSummary();
  const families = useFamilyOptions();
  const route = useCreateRoute("/catalog/charges", creating);
  const createCharge = useCreateCharge();
  const updateCharge = useUpdateCharge();
  const deleteCharge = useDeleteCharge();
  const duplicateCharge = useDuplicateCharge();
  const toasted = useToastedAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<ChargeResponse | null>(null);
  const [deleting, setDeleting] = useState<ChargeResponse | null>(null);
  const figures = summary.data?.charges;

  const menu = (charge: ChargeResponse): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `/catalog/charges/${charge.id}`, as: Link },
    { label: "Edit Charge", onSelect: () => setEditing(charge) },
    {
      label: "Duplicate",
      onSelect: () =>
        void toasted(
          () => duplicateCharge.mutateAsync(charge.id),
          "Charge duplicated",
          catalogMessages.duplicateChargeFailed,
        ),
    },
    { type: "separator" },
    { label: "Delete Charge", destructive: true, onSelect: () => setDeleting(charge) },
  ];

  const nameLink = (charge: ChargeResponse) => (
    <UiLink href={`/catalog/charges/${charge.id}`} as={Link} tone="inherit" underline="hover">
      {charge.name}
    </UiLink>
  );

  return (
    <div className={layout.page}>
      <PageHeader
        title="Charges"
        subtitle="One-time, usage-based and penalty charges."
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={Link}
        actions={
          <Button onClick={route.open} {...preloadOn(CreateChargeDialog)}>
            Create Charge
          </Button>
        }
      />
      <section aria-label="Charge summary" className={styles.stats}>
        <StatCard label="Total Charges" value={figures?.totalCharges ?? 0} loading={summary.isPending} />
        <StatCard label="Active Charges" value={figures?.activeCharges ?? 0} loading={summary.isPending} />
        <StatCard label="One-time" value={figures?.oneTimeCharges ?? 0} loading={summary.isPending} />
        <StatCard label="Usage-based" value={figures?.usageBasedCharges ?? 0} loading={summary.isPending} />
      </section>
      <ListControls
        list={list}
        searchLabel="Search charges"
        filters={[
          {
            type: "select",
            name: "productFamilyId",
            label: "Product Family",
            emptyLabel: "All families",
            options: families.options.map((family) => ({ value: family.id, label: family.name })),
          },
          {
            type: "select",
            name: "chargeType",
            label: "Charge Type",
            emptyLabel: "All types",
            options: FILTER_TYPES.map((type) => ({ value: type, label: labelOf(type) })),
          },
        ]}
        count={charges.data?.totalCount}
        noun={{ one: "charge", other: "charges" }}
      />
      <ListBody
        list={list}
        query={charges}
        loadingLabel="Loading charges"
        errorTitle={catalogMessages.loadChargesFailed}
        emptyTitle="No charges found"
        emptyHint="Create your first charge to get started"
        emptyAction={{ label: "Create Your First Charge", onClick: route.open, preload: CreateChargeDialog }}
        preload={[CreateChargeDialog, DeleteDialog]}
        pieces={[ItemBadges, FirstPrice]}
        renderGrid={(items) => (
          <Columns as="ul" aria-label="Charges">
            {items.map((charge) => (
              <li key={charge.id}>
                <Card
                  className={styles.itemCard}
                  title={nameLink(charge)}
                  headingLevel={2}
                  actions={<ActionMenu items={menu(charge)} label={`Actions for ${charge.name}`} />}
                >
                  <Stack gap="sm">
                    {charge.description ? <p className={styles.description}>{charge.description}</p> : null}
                    <div className={styles.price}>
                      <FirstPrice charge={charge} />
                    </div>
                    <ItemBadges status={charge.status} kind={charge.chargeType} />
                    <p className={styles.muted}>
                      {labelOf(charge.chargeModel)} · {plural(charge.pricePoints.length, "price")}
                    </p>
                    <p className={styles.muted}>Created {formatDate(charge.createdAt)}</p>
                  </Stack>
                </Card>
              </li>
            ))}
          </Columns>
        )}
        renderList={(items) => (
          <DataTable
            aria-label="Charges"
            rows={items}
            getRowId={(charge) => charge.id}
            manualSorting
            columns={[
              {
                key: "name",
                header: "Charge",
                cell: (charge) => <span className={styles.nameCell}>{nameLink(charge)}</span>,
              },
              {
                key: "type",
                header: "Type",
                cell: (charge) => <ItemBadges status={charge.status} kind={charge.chargeType} />,
              },
              { key: "model", header: "Model", cell: (charge) => labelOf(charge.chargeModel) },
              { key: "price", header: "Price", cell: (charge) => <FirstPrice charge={charge} /> },
              { key: "created", header: "Created", cell: (charge) => formatDate(charge.createdAt) },
              {
                key: "actions",
                header: "Actions",
                align: "end",
                width: 64,
                cell: (charge) => <ActionMenu items={menu(charge)} label={`Actions for ${charge.name}`} />,
              },
            ]}
          />
        )}
      />
      <CreateChargeDialog
        open={creating}
        onOpenChange={(open) => {
          if (!open) route.close();
        }}
        families={families.state}
        onSubmit={async (values) => {
          await createCharge.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Charge created" })}
      />
      {editing ? (
        <CreateChargeDialog
          key={editing.id}
          open
          mode="edit"
          initialValues={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          families={families.state}
          onSubmit={async (values) => {
            await updateCharge.mutateAsync({ id: editing.id, values });
          }}
          onSuccess={() => toast({ kind: "success", title: "Charge updated" })}
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete Charge"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await deleteCharge.mutateAsync(id);
          toast({ kind: "success", title: "Charge deleted" });
        }}
        onArchive={async (id) => {
          await updateCharge.mutateAsync({ id, values: { status: "archived" } });
          toast({ kind: "success", title: "Charge archived" });
        }}
      />
    </div>
  );
}

import { ADDON_TYPES, type AddonResponse } from "@round/forms/schemas";
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
import {
  useAddons,
  useCreateAddon,
  useDeleteAddon,
  useDuplicateAddon,
  useUpdateAddon,
} from "../../../hooks/addons";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import { useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import * as styles from "../Catalog.css";
import { CreateAddonDialog, DeleteDialog } from "../shared/catalogDialogs";
import { labelOf, plural } from "../shared/catalogFormat";
import { useFamilyOptions } from "../shared/familyOptions";
import { ActionMenu, ItemBadges, StartingPrice } from "../shared/itemPieces";
import { ListBody } from "../shared/ListBody";
import { ListControls } from "../shared/ListControls";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { useToastedAction } from "../shared/toasts";
import { useCreateRoute } from "../shared/useCreateRoute";

const CUSTOM = "Custom / Contact Sales";

/** Add-ons (`/catalog/addons`, and `/catalog/addons/create` with the dialog open). */
export default function AddonsScreen({ creating = false }: { creating?: boolean }) {
  const list = useListParams({ filters: ["productFamilyId", "type"] as const });
  const addons = useAddons(list.query);
  const summary = useCatalogSummary();
  const families = useFamilyOptions();
  const route = useCreateRoute("/catalog/addons", creating);
  const createAddon = useCreateAddon();
  const updateAddon = useUpdateAddon();
  const deleteAddon = useDeleteAddon();
  const duplicateAddon = useDuplicateAddon();
  const toasted = useToastedAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<AddonResponse | null>(null);
  const [deleting, setDeleting] = useState<AddonResponse | null>(null);
  const figures = summary.data?.addons;

  const menu = (addon: AddonResponse): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `/catalog/addons/${addon.id}`, as: Link },
    { label: "Edit", onSelect: () => setEditing(addon) },
    {
      label: "Duplicate",
      onSelect: () =>
        void toasted(
          () => duplicateAddon.mutateAsync(addon.id),
          "Add-on duplicated",
          catalogMessages.duplicateAddonFailed,
        ),
    },
    { type: "link", label: "Settings", href: `/catalog/addons/${addon.id}/settings`, as: Link },
    { type: "separator" },
    { label: "Delete", destructive: true, onSelect: () => setDeleting(addon) },
  ];

  const nameLink = (addon: AddonResponse) => (
    <UiLink href={`/catalog/addons/${addon.id}`} as={Link} tone="inherit" underline="hover">
      {addon.name}
    </UiLink>
  );

  return (
    <div className={layout.page}>
      <PageHeader
        title="Add-ons"
        subtitle="Optional extras customers add to their plans."
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={Link}
        actions={
          <Button onClick={route.open} {...preloadOn(CreateAddonDialog)}>
            Create Add-on
          </Button>
        }
      />
      <section aria-label="Add-on summary" className={styles.stats}>
        <StatCard label="Total Add-ons" value={figures?.totalAddons ?? 0} loading={summary.isPending} />
        <StatCard label="Active Add-ons" value={figures?.activeAddons ?? 0} loading={summary.isPending} />
        <StatCard label="Recurring" value={figures?.recurringAddons ?? 0} loading={summary.isPending} />
        <StatCard label="Usage-based" value={figures?.usageBasedAddons ?? 0} loading={summary.isPending} />
      </section>
      <ListControls
        list={list}
        searchLabel="Search add-ons"
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
            name: "type",
            label: "Add-on Type",
            emptyLabel: "All types",
            options: ADDON_TYPES.map((type) => ({ value: type, label: labelOf(type) })),
          },
        ]}
        count={addons.data?.totalCount}
        noun={{ one: "add-on", other: "add-ons" }}
      />
      <ListBody
        list={list}
        query={addons}
        loadingLabel="Loading add-ons"
        errorTitle={catalogMessages.loadAddonsFailed}
        emptyTitle="No add-ons found"
        emptyHint="Create your first add-on to get started"
        emptyAction={{ label: "Create Your First Add-on", onClick: route.open, preload: CreateAddonDialog }}
        preload={[CreateAddonDialog, DeleteDialog]}
        pieces={[ItemBadges, StartingPrice]}
        renderGrid={(items) => (
          <Columns as="ul" aria-label="Add-ons">
            {items.map((addon) => (
              <li key={addon.id}>
                <Card
                  className={styles.itemCard}
                  title={nameLink(addon)}
                  headingLevel={2}
                  actions={<ActionMenu items={menu(addon)} label={`Actions for ${addon.name}`} />}
                >
                  <Stack gap="sm">
                    {addon.description ? <p className={styles.description}>{addon.description}</p> : null}
                    <div className={styles.price}>
                      <StartingPrice price={addon.startingPrice} custom={CUSTOM} />
                    </div>
                    <ItemBadges status={addon.status} kind={addon.type} />
                    <p className={styles.muted}>
                      {labelOf(addon.chargeModel)} · {plural(addon.pricePoints.length, "price point")}
                    </p>
                    <p className={styles.muted}>Created {formatDate(addon.createdAt)}</p>
                  </Stack>
                </Card>
              </li>
            ))}
          </Columns>
        )}
        renderList={(items) => (
          <DataTable
            aria-label="Add-ons"
            rows={items}
            getRowId={(addon) => addon.id}
            manualSorting
            columns={[
              {
                key: "name",
                header: "Add-on",
                cell: (addon) => <span className={styles.nameCell}>{nameLink(addon)}</span>,
              },
              {
                key: "type",
                header: "Type",
                cell: (addon) => <ItemBadges status={addon.status} kind={addon.type} />,
              },
              { key: "model", header: "Charge Model", cell: (addon) => labelOf(addon.chargeModel) },
              {
                key: "price",
                header: "Starting Price",
                cell: (addon) => <StartingPrice price={addon.startingPrice} custom={CUSTOM} />,
              },
              { key: "created", header: "Created", cell: (addon) => formatDate(addon.createdAt) },
              {
                key: "actions",
                header: "Actions",
                align: "end",
                width: 64,
                cell: (addon) => <ActionMenu items={menu(addon)} label={`Actions for ${addon.name}`} />,
              },
            ]}
          />
        )}
      />
      <CreateAddonDialog
        open={creating}
        onOpenChange={(open) => {
          if (!open) route.close();
        }}
        families={families.state}
        onSubmit={async (values) => {
          await createAddon.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Add-on created" })}
      />
      {editing ? (
        <CreateAddonDialog
          key={editing.id}
          open
          mode="edit"
          initialValues={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          families={families.state}
          onSubmit={async (values) => {
            await updateAddon.mutateAsync({ id: editing.id, values });
          }}
          onSuccess={() => toast({ kind: "success", title: "Add-on updated" })}
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete Add-on"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await deleteAddon.mutateAsync(id);
          toast({ kind: "success", title: "Add-on deleted" });
        }}
        onArchive={async (id) => {
          await updateAddon.mutateAsync({ id, values: { status: "archived" } });
          toast({ kind: "success", title: "Add-on archived" });
        }}
      />
    </div>
  );
}

import {
  type ActionMenuItem,
  Button,
  Card,
  Columns,
  type DataTableColumn,
  type FilterField,
  PageHeader,
  type ResultNoun,
  Stack,
  StatCard,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import { type ListParams, useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import { ListBody } from "../../shared/ListBody";
import { ActionMenu } from "../../shared/listPieces";
import { type Preloadable, preloadOn } from "../../shared/onDemand";
import { DataTable } from "../../shared/tables";
import * as styles from "../Catalog.css";
import { DeleteDialog } from "./catalogDialogs";
import { ListControls } from "./ListControls";
import { useToastedAction } from "./toasts";
import { useCreateRoute } from "./useCreateRoute";

/** What every catalog item shows in its list. */
export interface CatalogItem {
  id: string;
  name: string;
  description?: string | null;
}

type Mutation<Args> = () => { mutateAsync: (args: Args) => Promise<unknown> };

/** The props a kind's create/edit dialog takes from the list (its own option lists come from the screen). */
export interface CatalogDialogProps<Item, Values> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode?: "edit";
  initialValues?: Item;
  onSubmit: (values: Values) => Promise<void>;
  onSuccess: () => void;
}

/** One catalog kind's list: its address, texts, data hooks and dialog. Module constants, so hooks stay stable. */
export interface CatalogListKind<Item extends CatalogItem, Filter extends string, Values, Update> {
  /** '/catalog/addons'. */
  path: string;
  /** 'Add-ons': the page title and the grid's and table's names. */
  title: string;
  subtitle: string;
  /** 'Add-on': 'Create Add-on', 'Add-on created', 'Delete Add-on', the table's name column. */
  singular: string;
  /** 'add-on' / 'add-ons': the count, 'Search add-ons', 'Loading add-ons', the empty state. */
  noun: ResultNoun;
  filterNames: readonly Filter[];
  /** The menu's edit and delete labels ('Edit Plan', 'Delete Plan'). */
  editLabel: string;
  deleteLabel: string;
  loadFailed: string;
  duplicateFailed: string;
  /** The create/edit dialog (for preloading; the screen renders it with `renderDialog`). */
  dialog: Preloadable;
  /** On-demand pieces the items show (./itemPieces). */
  pieces: readonly Preloadable[];
  useItems: (query: ListParams<Filter>["query"]) => Parameters<typeof ListBody<Item>>[0]["query"] & {
    data?: { totalCount: number } | undefined;
  };
  useCreate: Mutation<Values>;
  useUpdate: Mutation<{ id: string; values: Update }>;
  useDelete: Mutation<string>;
  useDuplicate: Mutation<string>;
}

export interface CatalogListPageProps<Item extends CatalogItem, Filter extends string, Values, Update> {
  kind: CatalogListKind<Item, Filter, Values, Update>;
  creating: boolean;
  /** The stat cards over the list, from the catalog summary. */
  stats: (summary: ReturnType<typeof useCatalogSummary>["data"]) => { label: string; value: ReactNode }[];
  filters: readonly FilterField[];
  /** Menu entries after Edit, and after Duplicate. */
  menuBefore?: (item: Item) => ActionMenuItem[];
  menuAfter?: (item: Item) => ActionMenuItem[];
  /** A card's content under its description (the card, its title link and menu are shared). */
  card: (item: Item) => ReactNode;
  /** The table's columns between the name and the actions. */
  columns: DataTableColumn<Item>[];
  /** The name cell, when it is not the item's link. */
  nameCell?: (item: Item) => ReactNode;
  renderDialog: (props: CatalogDialogProps<Item, Values>) => ReactNode;
  /** `{ status: 'archived' }` as the kind's update values. */
  archived: Update;
}

/** A link to an item's page, named by the item. */
function ItemLink({ item, path }: { item: CatalogItem; path: string }) {
  return (
    <UiLink href={`${path}/${item.id}`} as={Link} tone="inherit" underline="hover">
      {item.name}
    </UiLink>
  );
}

/**
 * A catalog kind's list page (`/catalog/<kind>`, and `/catalog/<kind>/create` with the dialog open): the
 * header with Create, the stat cards, the controls, the items as cards or a table with their menus (view,
 * edit, duplicate, delete or archive), and the create, edit and delete dialogs.
 */
export function CatalogListPage<Item extends CatalogItem, Filter extends string, Values, Update>({
  kind,
  creating,
  stats,
  filters,
  menuBefore,
  menuAfter,
  card,
  columns,
  nameCell,
  renderDialog,
  archived,
}: CatalogListPageProps<Item, Filter, Values, Update>) {
  const list = useListParams({ filters: kind.filterNames });
  const items = kind.useItems(list.query);
  const summary = useCatalogSummary();
  const route = useCreateRoute(kind.path, creating);
  const create = kind.useCreate();
  const update = kind.useUpdate();
  const remove = kind.useDelete();
  const duplicate = kind.useDuplicate();
  const toasted = useToastedAction();
  const { toast } = useToast();
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { singular, noun, path, dialog } = kind;
  const done = (what: string) => toast({ kind: "success", title: `${singular} ${what}` });

  const menu = (item: Item): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `${path}/${item.id}`, as: Link },
    { label: kind.editLabel, onSelect: () => setEditing(item) },
    ...(menuBefore?.(item) ?? []),
    {
      label: "Duplicate",
      onSelect: () =>
        void toasted(() => duplicate.mutateAsync(item.id), `${singular} duplicated`, kind.duplicateFailed),
    },
    ...(menuAfter?.(item) ?? []),
    { type: "separator" },
    { label: kind.deleteLabel, destructive: true, onSelect: () => setDeleting(item) },
  ];
  const actions = (item: Item) => <ActionMenu items={menu(item)} label={`Actions for ${item.name}`} />;

  return (
    <div className={layout.page}>
      <PageHeader
        title={kind.title}
        subtitle={kind.subtitle}
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={Link}
        actions={
          <Button onClick={route.open} {...preloadOn(dialog)}>
            {`Create ${singular}`}
          </Button>
        }
      />
      <section aria-label={`${singular} summary`} className={layout.fourStats}>
        {stats(summary.data).map((stat) => (
          <StatCard key={stat.label} label={stat.label} value={stat.value} loading={summary.isPending} />
        ))}
      </section>
      <ListControls
        list={list}
        searchLabel={`Search ${noun.other}`}
        filters={filters}
        count={items.data?.totalCount}
        noun={noun}
      />
      <ListBody
        list={list}
        query={items}
        loadingLabel={`Loading ${noun.other}`}
        errorTitle={kind.loadFailed}
        emptyTitle={`No ${noun.other} found`}
        emptyHint={`Create your first ${noun.one} to get started`}
        emptyAction={{ label: `Create Your First ${singular}`, onClick: route.open, preload: dialog }}
        preload={[dialog, DeleteDialog]}
        pieces={kind.pieces}
        renderGrid={(shown) => (
          <Columns as="ul" aria-label={kind.title}>
            {shown.map((item) => (
              <li key={item.id}>
                <Card
                  className={styles.itemCard}
                  title={<ItemLink item={item} path={path} />}
                  headingLevel={2}
                  actions={actions(item)}
                >
                  <Stack gap="sm">
                    {item.description ? <p className={styles.description}>{item.description}</p> : null}
                    {card(item)}
                  </Stack>
                </Card>
              </li>
            ))}
          </Columns>
        )}
        renderList={(shown) => (
          <DataTable
            aria-label={kind.title}
            rows={shown}
            getRowId={(item) => item.id}
            manualSorting
            columns={[
              {
                key: "name",
                header: singular,
                cell: (item) =>
                  nameCell ? (
                    nameCell(item)
                  ) : (
                    <span className={styles.nameCell}>
                      <ItemLink item={item} path={path} />
                    </span>
                  ),
              },
              ...columns,
              { key: "actions", header: "Actions", align: "end", width: 64, cell: actions },
            ]}
          />
        )}
      />
      {renderDialog({
        open: creating,
        onOpenChange: (open) => {
          if (!open) route.close();
        },
        onSubmit: async (values) => {
          await create.mutateAsync(values);
        },
        onSuccess: () => done("created"),
      })}
      {editing ? (
        <Fragment key={editing.id}>
          {renderDialog({
            open: true,
            mode: "edit",
            initialValues: editing,
            onOpenChange: (open) => {
              if (!open) setEditing(null);
            },
            onSubmit: async (values) => {
              await update.mutateAsync({ id: editing.id, values: values as unknown as Update });
            },
            onSuccess: () => done("updated"),
          })}
        </Fragment>
      ) : null}
      <DeleteDialog
        item={deleting}
        title={`Delete ${singular}`}
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          done("deleted");
        }}
        onArchive={async (id) => {
          await update.mutateAsync({ id, values: archived });
          done("archived");
        }}
      />
    </div>
  );
}

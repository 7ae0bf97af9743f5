import type { CheckoutLinkResponse, PricePointResponse } from "@round/forms/schemas";
import {
  Banner,
  Button,
  ConfirmDialog,
  CopyButton,
  Inline,
  Modal,
  PageState,
  Stack,
  StatusBadge,
  Switch,
  TagInput,
  TextField,
  useToast,
} from "@round/ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../../api/apiError";
import { checkoutLinkMessages } from "../../../api/checkoutLinks";
import {
  useCheckoutLinks,
  useCreateCheckoutLink,
  useDeleteCheckoutLink,
  useSetCheckoutLinkActive,
} from "../../../hooks/checkoutLinks";
import { type Permission, useCan } from "../../../hooks/useCan";
import * as layout from "../../../layouts/layout.css";
import * as styles from "./CheckoutLinks.css";

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * A price point's checkout links: each link's address to copy, whether it sells, its sales, coupons and
 * success address; creating one, turning one on or off and deleting one need the manageCatalog permission.
 */
export function CheckoutLinks({ point, title }: { point: PricePointResponse; title: string }) {
  const links = useCheckoutLinks({ pricePointId: point.id });
  const can = useCan("manageCatalog");
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CheckoutLinkResponse | null>(null);
  let body: ReactNode;
  if (links.isPending) body = <PageState status="loading" label="Loading checkout links" skeletonLines={2} />;
  else if (links.isError) {
    body = (
      <PageState
        status="error"
        title={checkoutLinkMessages.loadFailed}
        message={links.error.message}
        onRetry={() => void links.refetch()}
        retrying={links.isFetching}
      />
    );
  } else if (links.data.items.length === 0) body = <p className={styles.muted}>No checkout links yet.</p>;
  else {
    body = (
      <ul className={styles.list} aria-label={`Checkout links, ${title}`}>
        {links.data.items.map((link) => (
          <LinkItem key={link.id} link={link} can={can} onDelete={() => setDeleting(link)} />
        ))}
      </ul>
    );
  }
  return (
    <Stack gap="sm">
      <Inline gap="sm" justify="between">
        <h4 className={layout.subheading}>Checkout links</h4>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCreating(true)}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
        >
          Create checkout link
        </Button>
      </Inline>
      {body}
      <CreateLinkDialog point={point} title={title} open={creating} onOpenChange={setCreating} />
      <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function LinkItem({
  link,
  can,
  onDelete,
}: {
  link: CheckoutLinkResponse;
  can: Permission;
  onDelete: () => void;
}) {
  const setActive = useSetCheckoutLinkActive();
  const { toast } = useToast();
  const toggle = async (active: boolean) => {
    try {
      await setActive.mutateAsync({ id: link.id, active });
      toast({ kind: "success", title: active ? "Checkout link turned on" : "Checkout link turned off" });
    } catch (error) {
      toast({ kind: "error", title: errorText(error, checkoutLinkMessages.updateFailed) });
    }
  };
  return (
    <li className={styles.item}>
      <Stack gap="xs" className={styles.details}>
        <span className={styles.url}>{link.url}</span>
        <Inline gap="sm">
          <StatusBadge
            status={link.active ? "active" : "inactive"}
            label={link.active ? "Active" : "Inactive"}
          />
          <span className={styles.muted}>
            {link.sales} {link.sales === 1 ? "sale" : "sales"}
          </span>
          {link.couponCodes.length > 0 ? (
            <span className={styles.muted}>Coupons: {link.couponCodes.join(", ")}</span>
          ) : null}
        </Inline>
        {link.successUrl ? <p className={styles.muted}>After purchase: {link.successUrl}</p> : null}
      </Stack>
      <Inline gap="sm">
        <CopyButton value={link.url} label="Copy link" />
        <Switch
          label="Active"
          checked={link.active}
          onCheckedChange={(active) => void toggle(active)}
          disabled={!can.allowed || setActive.isPending}
          title={can.reason ?? undefined}
        />
        {can.allowed ? (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </Inline>
    </li>
  );
}

/** The server's field errors under the dialog's two fields; any other (pricePointId) in its banner. */
interface CreateErrors {
  couponCodes?: string;
  successUrl?: string;
  general?: string;
}

function createErrors(error: unknown): CreateErrors {
  if (!(error instanceof ApiError)) return { general: errorText(error, checkoutLinkMessages.createFailed) };
  const errors: CreateErrors = {};
  for (const item of error.fieldErrors) {
    const field = item.field?.split(/[.[]/)[0];
    if (field === "couponCodes" || field === "successUrl") errors[field] ??= item.description;
    else errors.general ??= item.description;
  }
  if (!errors.couponCodes && !errors.successUrl && !errors.general) errors.general = error.message;
  return errors;
}

function CreateLinkDialog({
  point,
  title,
  open,
  onOpenChange,
}: {
  point: PricePointResponse;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateCheckoutLink();
  const { toast } = useToast();
  const [couponCodes, setCouponCodes] = useState<string[]>([]);
  const [successUrl, setSuccessUrl] = useState("");
  const [errors, setErrors] = useState<CreateErrors>({});
  const change = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setCouponCodes([]);
      setSuccessUrl("");
      setErrors({});
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({
        pricePointId: point.id,
        couponCodes,
        successUrl: successUrl.trim() || null,
      });
      toast({ kind: "success", title: "Checkout link created" });
      change(false);
    } catch (error) {
      setErrors(createErrors(error));
    }
  };
  const formId = `checkout-link-${point.id}`;
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title="Create checkout link"
      description={`A shareable page that sells ${title}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending} loadingLabel="Creating...">
            Create link
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TagInput
            label="Coupon codes"
            hint="Applied by the link itself (up to 5)"
            value={couponCodes}
            onChange={setCouponCodes}
            maxTags={5}
            maxLength={50}
            error={errors.couponCodes}
          />
          <TextField
            label="Success URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/thanks"
            hint="Where the buyer goes after paying (optional)"
            value={successUrl}
            onChange={(event) => setSuccessUrl(event.target.value)}
            error={errors.successUrl}
          />
          {errors.general ? <Banner tone="error">{errors.general}</Banner> : null}
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteLinkDialog({ link, onClose }: { link: CheckoutLinkResponse | null; onClose: () => void }) {
  const remove = useDeleteCheckoutLink();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={link !== null}
      title="Delete checkout link?"
      description="Its page stops working at once; subscriptions already bought through it stay."
      confirmLabel="Delete link"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={error}
      onCancel={close}
      onConfirm={() => {
        if (!link) return;
        setError(null);
        remove
          .mutateAsync(link.id)
          .then(() => {
            toast({ kind: "success", title: "Checkout link deleted" });
            close();
          })
          .catch((reason: unknown) => setError(errorText(reason, checkoutLinkMessages.deleteFailed)));
      }}
    >
      {link ? <p className={styles.url}>{link.url}</p> : null}
    </ConfirmDialog>
  );
}

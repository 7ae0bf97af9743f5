import { Banner, DataTable, type DataTableColumn, FileDrop, Link, Spinner } from "@round/ui";
import { type FormEvent, useRef, useState } from "react";
import {
  type CatalogDialogProps,
  CatalogDialogShell,
  FormActions,
  useFormId,
  useReportSubmitting,
} from "../../catalog/CatalogDialog.tsx";
import * as layout from "../../catalog/catalog.css.ts";
import * as styles from "../customers.css.ts";
import {
  CUSTOMER_IMPORT_COLUMNS,
  customerImportTemplateUrl,
  type ImportProblem,
  type ImportRefusal,
  importFailureText,
  importRefusal,
  isImportFileTooLarge,
  CUSTOMER_IMPORT_TEXTS as TEXTS,
} from "./customerImport.ts";

/** The columns named one by one in the explanation, without the three that come with a note. */
const OTHER_COLUMNS = CUSTOMER_IMPORT_COLUMNS.filter(
  (column) => column !== "email" && column !== "tags" && column !== "customFields",
);

type ProblemRow = ImportProblem & { id: string };

const PROBLEM_COLUMNS: readonly DataTableColumn<ProblemRow>[] = [
  { key: "line", header: "Line", cell: (row) => row.line, width: 64, align: "end" },
  { key: "field", header: "Field", cell: (row) => row.field || "—", width: "30%" },
  { key: "description", header: "Problem", cell: (row) => row.description },
];

export interface CustomerImportFormProps {
  /** Sends the file (the API's all-or-none import); resolves with how many customers were imported. */
  onImport: (file: File) => Promise<{ imported: number }>;
  /** Called after a successful import with the number of customers imported. */
  onSuccess?: (imported: number) => void;
  onCancel: () => void;
  /** The `<form>`'s id, so buttons outside it (a dialog's footer) can submit it. */
  formId?: string;
  /** Leaves out the body's own Cancel and Import buttons, when a dialog footer shows them. */
  hideActions?: boolean;
  /** Reports the submitting state to a dialog footer. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * The body of 'Import Customers': what the CSV holds, a template to start from, and the file. A file over
 * 20 MiB is refused before it is sent. While it is sent the form is disabled; when the API refuses the file
 * (every row is imported or none), its message and a table of the bad rows show, and another file can be
 * chosen.
 */
export function CustomerImportForm({
  onImport,
  onSuccess,
  onCancel,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: CustomerImportFormProps) {
  const formId = useFormId("customer-import", formIdProp);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [refusal, setRefusal] = useState<ImportRefusal>();
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const dropRef = useRef<HTMLFieldSetElement>(null);
  useReportSubmitting(submitting, onSubmittingChange);

  const choose = (chosen: File) => {
    setGeneral(undefined);
    setRefusal(undefined);
    if (isImportFileTooLarge(chosen)) {
      setFile(null);
      setFileError(TEXTS.tooLarge);
      return;
    }
    setFileError(undefined);
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submittingRef.current) return;
    if (!file) {
      setFileError((current) => current ?? TEXTS.fileRequired);
      dropRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setGeneral(undefined);
    setRefusal(undefined);
    let imported: number | undefined;
    try {
      imported = (await onImport(file)).imported;
    } catch (error) {
      const refused = importRefusal(error);
      if (refused) setRefusal(refused);
      else setGeneral(importFailureText(error));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
    if (imported !== undefined) onSuccess?.(imported);
  };

  const hintId = `${formId}-columns`;
  return (
    <form
      id={formId}
      className={layout.form}
      onSubmit={submit}
      noValidate
      aria-busy={submitting || undefined}
    >
      {general ? <Banner tone="error">{general}</Banner> : null}
      {refusal ? (
        <>
          <Banner tone="error" title={refusal.message}>
            Fix these rows and choose the file again.
          </Banner>
          <DataTable
            caption="Rows with problems"
            columns={PROBLEM_COLUMNS}
            rows={refusal.problems.map((problem, index) => ({ ...problem, id: String(index) }))}
            getRowId={(row) => row.id}
            minWidth={320}
            height={240}
          />
        </>
      ) : null}
      <div id={hintId} className={layout.list}>
        <p className={styles.text}>
          A CSV file in UTF-8 with a header row. Every row is imported, or none: when a row has a problem,
          nothing is imported and the rows to fix are listed.
        </p>
        <p className={styles.text}>
          Columns: <span className={styles.code}>email</span> (required),{" "}
          <span className={styles.code}>{OTHER_COLUMNS.join(", ")}</span>,{" "}
          <span className={styles.code}>tags</span> (separated by ;) and{" "}
          <span className={styles.code}>customFields</span> (a JSON object).
        </p>
        <p className={styles.text}>
          <Link href={customerImportTemplateUrl()} download={TEXTS.templateName}>
            Download a template
          </Link>
        </p>
      </div>
      <FileDrop
        ref={dropRef}
        label="Customers CSV"
        accept=".csv,text/csv"
        file={file}
        onFile={choose}
        onReject={() => {
          setFile(null);
          setFileError(undefined);
        }}
        onRemove={() => setFile(null)}
        rejectMessage={(rejected) => TEXTS.notCsv(rejected.name)}
        error={fileError}
        hint="Up to 20 MiB"
        disabled={submitting}
      />
      <div role="status" className={styles.progress}>
        {submitting ? (
          <>
            <Spinner label={null} />
            <span>Importing customers. This can take a minute for a large file.</span>
          </>
        ) : null}
      </div>
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel={TEXTS.submitLabel}
          submittingLabel={TEXTS.submittingLabel}
          submitting={submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

export interface CustomerImportDialogProps extends CatalogDialogProps {
  /** Sends the file (the API's all-or-none import); resolves with how many customers were imported. */
  onImport: (file: File) => Promise<{ imported: number }>;
  /** Called after a successful import, once the dialog has closed, with the number imported. */
  onSuccess?: (imported: number) => void;
}

/** 'Import Customers' in a Modal, with Cancel and 'Import' in its footer; it closes once the file is imported. */
export function CustomerImportDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onCancel,
  onSuccess,
  onImport,
}: CustomerImportDialogProps) {
  const imported = useRef(0);
  return (
    <CatalogDialogShell
      {...{ open, defaultOpen, onOpenChange, trigger, onCancel }}
      onSuccess={() => onSuccess?.(imported.current)}
      title={TEXTS.title}
      submitLabel={TEXTS.submitLabel}
      submittingLabel={TEXTS.submittingLabel}
    >
      {(bind) => (
        <CustomerImportForm
          {...bind}
          onImport={onImport}
          onSuccess={(count) => {
            imported.current = count;
            bind.onSuccess();
          }}
        />
      )}
    </CatalogDialogShell>
  );
}

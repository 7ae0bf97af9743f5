import { Checkbox, TextArea } from "@round/ui";
import { CUSTOMER_LIMITS, noteSchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { useCustomerBody } from "../customerBody.tsx";

const FAILURE = "Failed to add the note. Please try again.";

export const NOTE_TEXTS: CatalogTexts = catalogTexts("Note", "note", {
  createTitle: "Add Note",
  editTitle: "Add Note",
  createLabel: "Add Note",
  creatingLabel: "Adding...",
  createFailure: FAILURE,
  editFailure: FAILURE,
});
export const NOTE_FAILURE = FAILURE;

/** What 'Add Note' sends. */
export interface NoteValues {
  content: string;
  isInternal: boolean;
}

type NoteFormValues = { content: string; isInternal: boolean };

const emptyNoteValues = (): NoteFormValues => ({ content: "", isInternal: true });

/** '120 / 5000 characters': how much of the note's room is used. */
function noteCountText(length: number): string {
  return `${length} / ${CUSTOMER_LIMITS.note} characters`;
}

export interface NoteFormProps extends Omit<CatalogBodyProps<NoteValues>, "mode"> {}

/**
 * The body of 'Add Note': the note (up to 5000 characters, counted as it is typed) and whether only the
 * team sees it (checked by default). Checked with `noteSchema`.
 */
export function NoteForm(props: NoteFormProps) {
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "note",
    texts: NOTE_TEXTS,
    schema: noteSchema,
    empty: emptyNoteValues,
    toInput: (values: NoteFormValues) => values,
  });
  return (
    <CatalogFormFrame {...frame}>
      <TextArea
        label="Note"
        required
        rows={6}
        hint={noteCountText(form.values.content.length)}
        {...form.field("content")}
      />
      <Checkbox label="Internal note (only your team sees it)" {...form.switchField("isInternal")} />
    </CatalogFormFrame>
  );
}

export interface NoteDialogProps extends CatalogDialogPropsOf<NoteFormProps> {}

/** 'Add Note' in a Modal, with Cancel and 'Add Note' in its footer. */
export const NoteDialog = catalogDialog(NoteForm, NOTE_TEXTS);
NoteDialog.displayName = "NoteDialog";

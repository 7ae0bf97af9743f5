import { type ChangeEvent, type DragEvent, forwardRef, type ReactNode, useRef, useState } from "react";
import { CloseIcon, FileIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Button } from "../Button";
import { fieldIds, useFieldId } from "../Field";
import * as fieldStyles from "../Field/Field.css";
import { FieldError, hasContent } from "../Field/FieldError";
import { IconButton } from "../IconButton";
import { acceptsFile, formatFileSize } from "./acceptsFile";
import * as styles from "./FileDrop.css";

export interface FileDropProps {
  /** Names the drop zone and its file input, such as 'Customers CSV'. */
  label: ReactNode;
  /** Called with a file chosen or dropped that matches `accept`. */
  onFile: (file: File) => void;
  /** Called with a file that does not match `accept`; `rejectMessage` shows unless `error` is given. */
  onReject?: (file: File) => void;
  /** The file types taken, as `<input accept>` lists them: '.csv,text/csv'. */
  accept?: string;
  /** The file chosen so far: its name and size are shown. */
  file?: File | null;
  /** Shows a remove button beside the chosen file. */
  onRemove?: () => void;
  /** The validation message; it replaces the component's own `rejectMessage`. */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** The button's text. */
  buttonLabel?: string;
  /** The text beside the button. */
  dropText?: string;
  /** The message for a file of the wrong type. */
  rejectMessage?: (file: File) => string;
  removeLabel?: string;
  /** How the chosen file's size is written. */
  formatSize?: (bytes: number) => string;
  id?: string;
  className?: string;
}

const defaultRejectMessage = (file: File) => `${file.name} is not a type of file accepted here`;

/** Only drags that carry files light the zone up (not a dragged link or text). */
function carriesFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/**
 * Takes one file (a CSV import): a 'Choose file' button opening the system's picker, or a file dropped on
 * the zone. A file of another type than `accept` is refused with a message.
 */
export const FileDrop = forwardRef<HTMLFieldSetElement, FileDropProps>(function FileDrop(
  {
    label,
    onFile,
    onReject,
    accept,
    file,
    onRemove,
    error,
    hint,
    disabled = false,
    buttonLabel = "Choose file",
    dropText = "or drop it here",
    rejectMessage = defaultRejectMessage,
    removeLabel = "Remove file",
    formatSize = formatFileSize,
    id: idProp,
    className,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const fileId = `${id}-file`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const shownError = hasContent(error) ? error : rejected;
  const invalid = hasContent(shownError);
  const described = [file ? fileId : null, hasContent(hint) ? ids.hint : null, invalid ? ids.error : null]
    .filter(Boolean)
    .join(" ");

  function take(chosen: File | undefined) {
    if (!chosen) return;
    if (acceptsFile(accept, chosen)) {
      setRejected(null);
      onFile(chosen);
    } else {
      setRejected(rejectMessage(chosen));
      onReject?.(chosen);
    }
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    // Taking the drag over (even when disabled) keeps the browser from opening a file dropped here.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled && !dragging) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving between the zone's own children is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  return (
    <fieldset ref={ref} disabled={disabled} className={cx(styles.root, className)}>
      <legend id={ids.label} className={cx(fieldStyles.label, styles.legend)}>
        {label}
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointer drags only; the keyboard uses the button inside */}
      <div
        className={styles.zone}
        data-drag-over={dragging || undefined}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        {/* The real file input: out of sight and out of the Tab order (the button stands in for it), but
            named by the legend, so assistive technology and test tools still find it. */}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          className={visuallyHidden}
          aria-labelledby={ids.label}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            take(event.target.files?.[0]);
            // Emptied, so choosing the same file again is still a change.
            event.target.value = "";
          }}
        />
        <FileIcon size={24} className={styles.icon} />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            aria-describedby={described}
            onClick={() => inputRef.current?.click()}
          >
            {buttonLabel}
          </Button>
          <span className={styles.dropText}>{dropText}</span>
        </div>
        <div className={styles.file}>
          {/* Always there, so the chosen file is announced when it arrives. */}
          <span id={fileId} className={styles.fileInfo} aria-live="polite">
            {file ? (
              <>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatSize(file.size)}</span>
              </>
            ) : null}
          </span>
          {file && onRemove ? (
            <IconButton
              size="sm"
              variant="ghost"
              label={removeLabel}
              icon={<CloseIcon size={14} />}
              disabled={disabled}
              onClick={onRemove}
            />
          ) : null}
        </div>
      </div>
      {hasContent(hint) ? (
        <div id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.error} error={shownError} />
    </fieldset>
  );
});

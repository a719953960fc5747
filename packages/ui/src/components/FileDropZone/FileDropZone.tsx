import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text, type FileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as fieldStyles from '../private/field.css';
import { ErrorIcon } from '../private/FieldError';
import { RequiredMark } from '../private/Label';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FileDropZone.css';
import { checkFile, formatFileSize, type FileRejectReason } from './fileRules';

/** A file turned away, as reported to `onReject`. */
export interface FileRejection {
  reason: FileRejectReason;
  /** `invalidTypeMessage` or `tooLargeMessage`, ready for a toast. */
  message: string;
  file: File;
}

/** What the zone shows for a chosen file: a `File`, or its name and size (e.g. restored state). */
export type ChosenFile = Pick<File, 'name' | 'size'>;

export interface FileDropZoneProps {
  /** The visible label, e.g. 'Resume'. */
  label: ReactNode;
  /** Hint text, e.g. 'PDF, DOC or DOCX, up to 5 MB'; linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown while `isInvalid`, e.g. 'Resume required'; linked and announced. */
  errorMessage?: ReactNode;
  /** Whether the field shows its error. */
  isInvalid?: boolean;
  /** Whether a file must be chosen; shows the required marker. */
  isRequired?: boolean;
  /** Whether a file can be chosen or dropped. */
  isDisabled?: boolean;
  /** The form field name: a chosen file is also submitted with a native form under it. */
  name?: string;
  /** Put on the Choose File button, so a link (an error summary's) can focus it. */
  id?: string;
  /** File extensions and MIME types accepted, e.g. ['.pdf', '.doc', '.docx']. Empty accepts all. @default [] */
  acceptedTypes?: readonly string[];
  /** The largest file accepted, in bytes (5242880 for 5 MB). */
  maxBytes?: number;
  /** The chosen file (controlled); `null` for none. */
  file?: ChosenFile | null;
  /** Called with an accepted file, or `null` after Remove. */
  onChange?: (file: File | null) => void;
  /**
   * Called when a file is turned away; the chosen file stays as it was. Tell the visitor, e.g.
   * with a toast of `message` or by setting `errorMessage`.
   */
  onReject?: (rejection: FileRejection) => void;
  /** The zone's prompt, not shown on a touch screen without a mouse (it still names the drop button). @default 'Drag and drop your file here, or' */
  dropLabel?: string;
  /** The label of the button that opens the file picker. @default 'Choose File' */
  buttonLabel?: string;
  /** The label of the button that removes the chosen file. @default 'Remove' */
  removeLabel?: string;
  /** The error shown when a file of another type is chosen. @default 'Invalid File Type' */
  invalidTypeMessage?: string;
  /** The error shown when a file over `maxBytes` is chosen. @default 'File Too Large' */
  tooLargeMessage?: string;
  /** Announced after a file is chosen. @default name => `${name} selected` */
  selectedMessage?: (name: string) => string;
  /** Announced after the file is removed. @default 'File removed' */
  removedMessage?: string;
}

/**
 * A field for one file, such as a resume: drop it on the zone or press Choose File. Built from
 * react-aria-components' DropZone (which adds a hidden drop button, so a file can also be pasted
 * with the keyboard) and FileTrigger. The file is checked against `acceptedTypes` and `maxBytes`;
 * a file that fails goes to `onReject` with 'Invalid File Type' or 'File Too Large'. The chosen
 * file shows with its name, size and a Remove button, and each change is announced.
 */
export function FileDropZone({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  name,
  id,
  acceptedTypes = [],
  maxBytes,
  file: controlledFile,
  onChange,
  onReject,
  dropLabel = 'Drag and drop your file here, or',
  buttonLabel = 'Choose File',
  removeLabel = 'Remove',
  invalidTypeMessage = 'Invalid File Type',
  tooLargeMessage = 'File Too Large',
  selectedMessage = (fileName) => `${fileName} selected`,
  removedMessage = 'File removed',
}: FileDropZoneProps) {
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = controlledFile === undefined ? ownFile : controlledFile;
  const [status, setStatus] = useState('');
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const chooser = useRef<HTMLSpanElement>(null);
  const nativeInput = useRef<HTMLInputElement>(null);
  const showError = isInvalid && errorMessage != null && errorMessage !== '';
  const describedBy = [description ? descriptionId : null, showError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  // Mirror the chosen file into a named file input, so a native form submits it too.
  useEffect(() => {
    const input = nativeInput.current;
    if (!input || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    if (file instanceof File) transfer.items.add(file);
    input.files = transfer.files;
  }, [file]);

  const accept = (candidate: File) => {
    const reason = checkFile(candidate, { acceptedTypes, maxBytes });
    if (reason) {
      // The app tells the visitor (a toast, or `errorMessage`), so the zone does not announce it too.
      const message = reason === 'type' ? invalidTypeMessage : tooLargeMessage;
      onReject?.({ reason, message, file: candidate });
      return;
    }
    setOwnFile(candidate);
    setStatus(selectedMessage(candidate.name));
    onChange?.(candidate);
  };

  const remove = () => {
    setOwnFile(null);
    setStatus(removedMessage);
    onChange?.(null);
    // The Remove button disappears; keep focus in the field, on the way to choose another file.
    chooser.current?.querySelector('button')?.focus();
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      data-field-name={name}
      className={fieldStyles.field}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </span>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={fieldStyles.errorRegion} aria-live="polite">
        {showError ? (
          <span id={errorId} className={fieldStyles.error}>
            <ErrorIcon />
            <span>{errorMessage}</span>
          </span>
        ) : null}
      </div>
      <DropZone
        isDisabled={isDisabled}
        data-invalid={isInvalid || undefined}
        className={styles.zone}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const item = event.items.find((dropped): dropped is FileDropItem => dropped.kind === 'file');
          if (item) accept(await item.getFile());
        }}
      >
        <span className={styles.uploadIcon}>
          <Icon name="upload" size="medium" />
        </span>
        <Text slot="label" className={styles.prompt}>
          {dropLabel}
        </Text>
        {/* Marked so that a page can open the chooser before its code has hydrated it. */}
        <span ref={chooser} data-file-chooser="">
          <FileTrigger
            acceptedFileTypes={acceptedTypes.length > 0 ? acceptedTypes : undefined}
            onSelect={(files) => {
              const chosen = files?.[0];
              if (chosen) accept(chosen);
            }}
          >
            <Button
              variant="secondary"
              size="small"
              isDisabled={isDisabled}
              id={id}
              aria-describedby={describedBy || undefined}
            >
              {buttonLabel}
            </Button>
          </FileTrigger>
        </span>
      </DropZone>
      {file ? (
        <div className={styles.file}>
          <span className={styles.fileIcon}>
            <Icon name="file" size="medium" />
          </span>
          <span className={styles.fileText}>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          </span>
          <Button
            variant="ghost"
            size="small"
            onPress={remove}
            isDisabled={isDisabled}
            aria-label={`${removeLabel} ${file.name}`}
          >
            {removeLabel}
          </Button>
        </div>
      ) : null}
      {name ? (
        <input ref={nativeInput} type="file" name={name} hidden tabIndex={-1} aria-hidden="true" />
      ) : null}
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </div>
  );
}

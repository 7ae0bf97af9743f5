import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { acceptsFile, formatFileSize } from "./acceptsFile";
import { FileDrop, type FileDropProps } from "./FileDrop";

const csv = new File(["id,name\n1,Acme\n"], "customers.csv", { type: "text/csv" });
const png = new File(["\u0089PNG"], "logo.png", { type: "image/png" });

/** The import screen's side: it keeps the file taken. */
function Import(props: Partial<FileDropProps>) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDrop
      label="Customers CSV"
      accept=".csv,text/csv"
      {...props}
      file={file}
      onFile={(chosen) => {
        setFile(chosen);
        props.onFile?.(chosen);
      }}
      onRemove={() => setFile(null)}
    />
  );
}

const zone = () => screen.getByText("or drop it here").parentElement?.parentElement;
const fileInput = () => screen.getByLabelText("Customers CSV", { selector: "input" }) as HTMLInputElement;
/** A drop as a browser sends it: a drag carrying files. */
const drop = (target: Element, ...files: File[]) =>
  fireEvent.drop(target, { dataTransfer: { files, types: ["Files"], dropEffect: "none" } });

describe("acceptsFile", () => {
  test("extensions, MIME types and families, case-insensitive; no list takes everything", () => {
    expect(acceptsFile(".csv,text/csv", { name: "A.CSV", type: "" })).toBe(true);
    expect(acceptsFile(".csv,text/csv", { name: "export", type: "text/csv" })).toBe(true);
    expect(acceptsFile(".csv,text/csv", { name: "logo.png", type: "image/png" })).toBe(false);
    expect(acceptsFile("image/*", { name: "logo.png", type: "image/png" })).toBe(true);
    expect(acceptsFile(undefined, { name: "anything", type: "" })).toBe(true);
    expect(acceptsFile(" , ", { name: "anything", type: "" })).toBe(true);
  });

  test("formatFileSize: bytes, then KB and MB of 1,024", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(12_700)).toBe("12.4 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3 MB");
  });
});

describe("FileDrop", () => {
  test("a group named by the label, a 'Choose file' button and a labelled file input out of the Tab order", () => {
    render(<Import />);
    expect(screen.getByRole("group", { name: "Customers CSV" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Choose file" })).toBeTruthy();
    expect(fileInput().type).toBe("file");
    expect(fileInput().accept).toBe(".csv,text/csv");
    expect(fileInput().tabIndex).toBe(-1);
  });

  test("the button opens the picker (a click on the file input), from the keyboard too", async () => {
    render(<Import />);
    const opened = vi.fn((event: Event) => event.preventDefault());
    fileInput().addEventListener("click", opened);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose file" }));
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(opened).toHaveBeenCalledTimes(2);
  });

  test("a chosen file is passed on and shown with its size", async () => {
    const onFile = vi.fn();
    render(<Import onFile={onFile} />);
    await userEvent.upload(fileInput(), csv);
    expect(onFile).toHaveBeenCalledWith(csv);
    expect(screen.getByText("customers.csv")).toBeTruthy();
    expect(screen.getByText("15 bytes")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Choose file" }).getAttribute("aria-describedby")).toContain(
      `${fileInput().id}-file`,
    );
  });

  test("dragging files over marks the zone; a dropped file is taken", () => {
    const onFile = vi.fn();
    render(<Import onFile={onFile} />);
    const target = zone() as HTMLElement;
    fireEvent.dragEnter(target, { dataTransfer: { types: ["Files"] } });
    expect(target.dataset.dragOver).toBe("true");
    fireEvent.dragLeave(target, { relatedTarget: null });
    expect(target.dataset.dragOver).toBeUndefined();
    fireEvent.dragOver(target, { dataTransfer: { types: ["Files"] } });
    drop(target, csv);
    expect(target.dataset.dragOver).toBeUndefined();
    expect(onFile).toHaveBeenCalledWith(csv);
  });

  test("a dropped file of another type is refused with a message and onReject", () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<Import onFile={onFile} onReject={onReject} />);
    drop(zone() as HTMLElement, png);
    expect(onFile).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(png);
    expect(screen.getByText("logo.png is not a type of file accepted here")).toBeTruthy();
    expect(fileInput().getAttribute("aria-invalid")).toBe("true");
    // A good file clears the message.
    drop(zone() as HTMLElement, csv);
    expect(screen.queryByText("logo.png is not a type of file accepted here")).toBeNull();
  });

  test("the caller's error replaces the component's message", () => {
    render(<Import error="The file has no email column" rejectMessage={() => "Wrong type"} />);
    drop(zone() as HTMLElement, png);
    expect(screen.getByText("The file has no email column")).toBeTruthy();
    expect(screen.queryByText("Wrong type")).toBeNull();
  });

  test("the remove button clears the file", async () => {
    render(<Import />);
    await userEvent.upload(fileInput(), csv);
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(screen.queryByText("customers.csv")).toBeNull();
  });

  test("disabled: the button and input are disabled and a drop is ignored", () => {
    const onFile = vi.fn();
    render(<Import onFile={onFile} disabled />);
    expect((screen.getByRole("button", { name: "Choose file" }) as HTMLButtonElement).disabled).toBe(true);
    expect(fileInput().disabled).toBe(true);
    drop(zone() as HTMLElement, csv);
    expect(onFile).not.toHaveBeenCalled();
  });

  test("texts are props", () => {
    render(<Import buttonLabel="Choisir un fichier" dropText="ou déposez-le ici" hint="CSV, 5 Mo au plus" />);
    expect(screen.getByRole("button", { name: "Choisir un fichier" })).toBeTruthy();
    expect(screen.getByText("ou déposez-le ici")).toBeTruthy();
    expect(screen.getByText("CSV, 5 Mo au plus")).toBeTruthy();
  });
});

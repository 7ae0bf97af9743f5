// Runs the shared dialog suite against Modal, controlled and uncontrolled.
import { Button, Modal } from "@round/ui";
import { useState } from "react";
import { dialogPattern } from "./dialog";

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete plan</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Delete this plan?"
        description="Customers on it keep their subscription until renewal."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p>The plan Pro Monthly will no longer be offered.</p>
      </Modal>
    </>
  );
}

dialogPattern("Modal (controlled)", {
  render: () => <ControlledModal />,
  trigger: "Delete plan",
  dialog: "Delete this plan?",
  closeButton: "Close",
});

dialogPattern("Modal (with a trigger)", {
  render: () => (
    <Modal title="Invite a member" trigger={<Button>Invite</Button>} closeLabel="Close dialog">
      <label>
        Email <input type="email" />
      </label>
    </Modal>
  ),
  trigger: "Invite",
  dialog: "Invite a member",
  closeButton: "Close dialog",
});

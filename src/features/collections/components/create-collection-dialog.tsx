import type { Collection, CreateCollectionRequest } from '#src/api/types';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#src/components/ui/dialog';
import { COLLECTION_TEXTS as T } from '#src/features/collections/texts';
import { CreateCollectionForm } from './create-collection-form';

/** The library's "Neue Sammlung erstellen" dialog around the create form. Controlled. */
export function CreateCollectionDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (input: CreateCollectionRequest) => Promise<Collection>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent closeLabel={T.close} size="sm">
          <DialogTitle>{T.createTitle}</DialogTitle>
          <DialogDescription className="mt-1">{T.createIntro}</DialogDescription>
          <CreateCollectionForm
            layout="dialog"
            onCreate={onCreate}
            onCreated={() => onOpenChange(false)}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

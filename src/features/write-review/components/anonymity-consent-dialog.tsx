import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface AnonymityConsentDialogProps {
  open: boolean;
  publishing: boolean;
  onClose: () => void;
  onPublish: (isAnonymous: boolean) => void;
}

/**
 * 'Anonymity & Consent': Publish needs the two undertakings ticked; the personal-experience box is
 * fixed, the policy box informs but does not gate. Anonymity starts unticked each time it opens.
 */
export function AnonymityConsentDialog({ open, publishing, onClose, onPublish }: AnonymityConsentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !publishing && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted only while open, so every opening starts from a clean slate. */}
        {open && <ConsentForm publishing={publishing} onPublish={onPublish} />}
      </DialogContent>
    </Dialog>
  );
}

function ConsentForm({ publishing, onPublish }: Pick<AnonymityConsentDialogProps, 'publishing' | 'onPublish'>) {
  const [anonymous, setAnonymous] = useState(false);
  const [noNames, setNoNames] = useState(false);
  const [moderation, setModeration] = useState(false);
  const [policy, setPolicy] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Anonymity &amp; Consent</DialogTitle>
        <DialogDescription>Choose how your review appears and confirm the guidelines.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <ConsentBox checked={anonymous} onChange={setAnonymous}>
          Post this review anonymously (your name and photo are not shown)
        </ConsentBox>
        <ConsentBox checked disabled>
          This review is based on my personal experience as a tenant.
        </ConsentBox>
        <ConsentBox checked={noNames} onChange={setNoNames}>
          I will not name individuals other than landlords or agents, or share anyone&apos;s private details.
        </ConsentBox>
        <ConsentBox checked={moderation} onChange={setModeration}>
          I understand that my review may be moderated before or after it is published.
        </ConsentBox>
        <ConsentBox checked={policy} onChange={setPolicy}>
          I have read the review policy and the{' '}
          <a
            href="/terms-and-condition"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            terms and conditions
          </a>
          .
        </ConsentBox>
      </div>
      <DialogFooter>
        <Button type="button" disabled={!noNames || !moderation || publishing} onClick={() => onPublish(anonymous)}>
          {publishing ? 'Publishing...' : 'Publish'}
        </Button>
      </DialogFooter>
    </>
  );
}

function ConsentBox({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(v) => onChange?.(v === true)}
        className="mt-0.5"
      />
      <label htmlFor={id} className="text-sm leading-snug">
        {children}
      </label>
    </div>
  );
}

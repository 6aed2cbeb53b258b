import { FileCheck2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TENANCY_PROOF_LIMITS, TENANCY_PROOF_MESSAGES as M } from '@/shared/tenancy-proof';

interface TenancyProofFieldProps {
  /** The proof kept so far (name and size), or none. */
  proof: { name: string; size: number } | undefined;
  /** Keeps a chosen file; resolves with the message of a refused one, else null. */
  onChoose: (file: File) => Promise<string | null>;
  onRemove: () => void;
  disabled?: boolean;
  /** The server's message for the proof after a refused publish or edit. */
  serverError?: string;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * 'Proof of tenancy (optional)': one PDF, JPEG or PNG file, checked here with the server's limits and
 * messages. The help text says who sees it and that it is deleted after the check.
 */
export function TenancyProofField({ proof, onChoose, onRemove, disabled, serverError }: TenancyProofFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(await onChoose(file));
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {M.label}
      </label>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {M.help}
      </p>
      {proof ? (
        <div className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <FileCheck2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" data-testid="tenancy-proof-name">
            {proof.name} ({sizeText(proof.size)})
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
            aria-label={M.remove}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={`${id}-input`}
        name="tenancyProof"
        type="file"
        accept={TENANCY_PROOF_LIMITS.accept}
        disabled={disabled}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void choose(e.target.files)}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

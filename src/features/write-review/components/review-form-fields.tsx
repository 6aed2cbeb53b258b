import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { REVIEW_FORM_LIMITS as L, REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { ChoiceField, MonthField, StarField, TextField } from './review-form-controls';
import {
  AGENT_STARS,
  COUNTRY_OPTIONS,
  EXPERIENCE_STARS,
  PROPERTY_TYPE_OPTIONS,
  SELECTION_FIELDS,
  STAR_LABELS,
  STAYED_WITH_OPTIONS,
} from './review-form-options';
import type { ReviewFieldName, ReviewFormFields } from './review-form-values';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {description && <p className="-mt-3 text-sm text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The form mounts in this many steps when asked to (`shown`): each step's render, commit and layout
 * (its radio groups, the month pickers' 228 options) cost a task of their own, 13-20 ms on a slow
 * host, instead of one long task for the whole form (issue 22, Lighthouse TBT).
 */
export const REVIEW_FORM_STEPS = 8;

/**
 * Every field of the write and edit forms, in the spec's order. `locked` fields are shown read-only
 * (the property's own fields when it is known, and on the edit form). `shown` renders only the first
 * steps of REVIEW_FORM_STEPS (all by default).
 */
export function ReviewFormFields({
  locked,
  shown = REVIEW_FORM_STEPS,
}: {
  locked: ReadonlySet<ReviewFieldName>;
  shown?: number;
}) {
  const { control } = useFormContext<ReviewFormFields>();
  const start = useWatch({ control, name: 'stayStartDate' });
  return (
    <div className="grid gap-6">
      <Section title="Your stay">
        <StarField name="overallRating" label="Overall rating" size="lg" />
        <ChoiceField
          name="propertyType"
          label="Property type"
          options={PROPERTY_TYPE_OPTIONS}
          disabled={locked.has('propertyType')}
        />
        <ChoiceField name="stayedWith" label="Who did you stay with?" options={STAYED_WITH_OPTIONS} />
        {/* The month pickers' 228 options are a step of their own. */}
        {shown > 1 && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <MonthField name="stayStartDate" label="Stay start" />
              <MonthField name="stayEndDate" label="Stay end" min={String(start || '') || undefined} />
            </div>
            <p className="-mt-2 text-xs text-muted-foreground">{M.durationNote}</p>
          </>
        )}
      </Section>

      {shown > 2 && (
        <Section title="About Your Rental Experience">
          <div className="grid gap-5 sm:grid-cols-2">
            {EXPERIENCE_STARS.map((name) => (
              <StarField key={name} name={name} label={STAR_LABELS[name]} />
            ))}
          </div>
          {shown > 3 && (
            <div className="grid gap-5">
              {SELECTION_FIELDS.map((f) => (
                <ChoiceField key={f.name} name={f.name} label={f.label} options={f.options} />
              ))}
            </div>
          )}
        </Section>
      )}

      {shown > 4 && (
        <Section title="Agent / Property Manager">
          <div className="grid gap-5 sm:grid-cols-2">
            {AGENT_STARS.slice(0, shown > 5 ? AGENT_STARS.length : 2).map((name) => (
              <StarField key={name} name={name} label={STAR_LABELS[name]} />
            ))}
          </div>
        </Section>
      )}

      {shown > 6 && (
        <>
          <Section title="Owner and agent (optional)">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="ownerName" label="Owner name" maxLength={L.ownerNameMax} />
              <TextField name="ownerId" label="Owner ID" maxLength={L.ownerIdMax} />
              <TextField name="agentName" label="Agent name" maxLength={L.agentNameMax} />
              <TextField name="agentId" label="Agent ID" maxLength={L.agentIdMax} />
            </div>
          </Section>

          <Section title="The Property Itself">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="apartmentName"
                label="Apartment name"
                maxLength={L.apartmentNameMax}
                readOnly={locked.has('apartmentName')}
                className="sm:col-span-2"
              />
              <TextField name="unitNumber" label="Unit number" maxLength={L.unitNumberMax} />
              <TextField name="towerOrBlock" label="Tower or block" maxLength={L.towerOrBlockMax} />
              <TextField
                name="streetName"
                label="Street name"
                maxLength={L.streetNameMax}
                readOnly={locked.has('streetName')}
                className="sm:col-span-2"
              />
              <TextField
                name="pincode"
                label="Pincode"
                maxLength={L.pincodeLength}
                inputMode="numeric"
                readOnly={locked.has('pincode')}
              />
              <ChoiceField name="country" label="Country" options={COUNTRY_OPTIONS} disabled={locked.has('country')} />
            </div>
          </Section>
        </>
      )}

      {shown > 7 && (
        <Section title="Your review">
          <TextField name="title" label="Review heading" counter={L.titleMax} />
          <TextField name="body" label="Review" counter={L.bodyMax} multiline hint={M.personalInfoNote} />
        </Section>
      )}
    </div>
  );
}

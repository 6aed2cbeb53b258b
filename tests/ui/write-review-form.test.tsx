import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PhotoDropZone, pickImages } from '@/components/photo-drop-zone';
import { ReviewForm } from '@/features/write-review/components/review-form';
import {
  type ReviewFieldName,
  emptyReviewForm,
  writeReviewResolver,
} from '@/features/write-review/components/review-form-values';
import { stayYears } from '@/features/write-review/components/month-picker';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { findFormContinue, renderWithQuery } from './harness';

function WriteFormUnderTest({
  locked = new Set(),
  onValid = vi.fn(),
  revealInSteps = false,
  defaults = {},
}: {
  locked?: ReadonlySet<ReviewFieldName>;
  onValid?: (values: unknown) => void;
  revealInSteps?: boolean;
  defaults?: Partial<ReturnType<typeof emptyReviewForm>>;
}) {
  const form = useForm({
    resolver: writeReviewResolver,
    defaultValues: { ...emptyReviewForm(), apartmentName: 'Marina Bay Suites', pincode: '018982', ...defaults },
    shouldFocusError: false,
  });
  return (
    <ReviewForm
      form={form}
      locked={locked}
      busy={false}
      photos={null}
      onValid={onValid}
      revealInSteps={revealInSteps}
    />
  );
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

// The whole form (11 radio groups, 4 long selects) takes a few seconds to render in jsdom.
describe('write review form', { timeout: 30_000 }, () => {
  it("shows the shared schema's message on every required field and focuses the first invalid one", async () => {
    const onValid = vi.fn();
    renderWithQuery(<WriteFormUnderTest onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    for (const message of [
      M.overallRatingRequired,
      M.stayedWithRequired,
      M.stayStartRequired,
      M.stayEndRequired,
      M.streetNameRequired,
      M.titleRequired,
      M.bodyRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText(M.ratingRequired)).toHaveLength(7);
    expect(screen.getAllByText(M.selectionRequired)).toHaveLength(4);
    expect(onValid).not.toHaveBeenCalled();
    // The overall rating comes first on the page: its first star takes the focus.
    expect(document.activeElement).toBe(within(group('Overall rating')).getByRole('radio', { name: '1 star' }));
    expect(group('Overall rating')).toHaveAttribute('aria-invalid', 'true');
  });

  it('star ratings are radio groups that work by keyboard', async () => {
    renderWithQuery(<WriteFormUnderTest />);
    const cleanliness = group('Cleanliness');
    const stars = within(cleanliness).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await userEvent.click(stars[2]!);
    expect(stars[2]).toBeChecked();
    // Arrow keys move between the stars (native radios), Space chooses.
    await userEvent.keyboard('{ArrowRight}');
    const four = within(cleanliness).getByRole('radio', { name: '4 stars' });
    await waitFor(() => expect(four).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(four).toBeChecked();
  });

  it('counts the heading out of 50 and the body out of 1500, with the personal-info note', async () => {
    renderWithQuery(<WriteFormUnderTest />);
    await userEvent.type(screen.getByLabelText('Review heading'), 'Quiet');
    expect(screen.getByTestId('title-counter')).toHaveTextContent('5/50');
    await userEvent.type(screen.getByLabelText('Review'), 'Deposit back');
    expect(screen.getByTestId('body-counter')).toHaveTextContent('12/1500');
    expect(screen.getByText(M.personalInfoNote)).toBeInTheDocument();
    expect(screen.getByText(M.durationNote)).toBeInTheDocument();
  });

  it('offers 100 years and never an end month before the start', async () => {
    renderWithQuery(<WriteFormUnderTest />);
    const startYear = screen.getByRole('combobox', { name: 'Stay start year' });
    expect(within(startYear).getAllByRole('option')).toHaveLength(101); // 'Year' + 100 years
    expect(stayYears(2026)).toHaveLength(100);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stay start month' }), 'June');
    await userEvent.selectOptions(startYear, '2024');
    const endYear = screen.getByRole('combobox', { name: 'Stay end year' });
    expect(within(endYear).getByRole('option', { name: '2023' })).toBeDisabled();
    expect(within(endYear).getByRole('option', { name: '2024' })).not.toBeDisabled();
    await userEvent.selectOptions(endYear, '2024');
    const endMonth = screen.getByRole('combobox', { name: 'Stay end month' });
    expect(within(endMonth).getByRole('option', { name: 'May' })).toBeDisabled();
    expect(within(endMonth).getByRole('option', { name: 'June' })).not.toBeDisabled();
  });

  it('shows the known property read-only', () => {
    renderWithQuery(<WriteFormUnderTest locked={new Set(['apartmentName', 'pincode'])} />);
    expect(screen.getByLabelText('Apartment name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Apartment name')).toHaveValue('Marina Bay Suites');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Street name')).not.toHaveAttribute('readonly');
  });

  // Issue 22: the write page mounts the form in steps (short tasks); nothing restored or chosen meanwhile is lost.
  it('mounts in steps, keeping restored values and what was chosen before the last step', async () => {
    renderWithQuery(
      <WriteFormUnderTest revealInSteps defaults={{ title: 'Restored heading', cleanlinessRating: 4 }} />,
    );
    expect(group('Overall rating')).toBeInTheDocument();
    expect(screen.queryByLabelText('Review heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(within(group('Overall rating')).getByRole('radio', { name: '5 stars' }));

    await findFormContinue();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(15);
    expect(screen.getByLabelText('Review heading')).toHaveValue('Restored heading');
    expect(within(group('Cleanliness')).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group('Overall rating')).getByRole('radio', { name: '5 stars' })).toBeChecked();
  }, 45_000);

  it('has every section of the spec', () => {
    renderWithQuery(<WriteFormUnderTest />);
    for (const name of ['About Your Rental Experience', 'Agent / Property Manager', 'The Property Itself']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const stayedWith = within(group('Who did you stay with?'));
    expect(['Family', 'Partner', 'Friends', 'Solo'].map((name) => stayedWith.getByRole('radio', { name }))).toEqual(
      stayedWith.getAllByRole('radio'),
    );
  });
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('photo drop zone', () => {
  it('keeps images only and at most the free slots', () => {
    const files = [jpeg('a.jpg'), new File(['x'], 'notes.txt', { type: 'text/plain' }), jpeg('b.jpg')];
    expect(pickImages(files, 10).accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(pickImages(files, 1)).toMatchObject({ tooMany: true });
  });

  it("refuses an 11th photo with the spec's message and says 'Image removed' on removal", async () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    const photos = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, name: `p${i}.jpg`, url: '' }));
    const { container } = renderWithQuery(<PhotoDropZone photos={photos} max={10} onAdd={onAdd} onRemove={onRemove} />);
    const input = container.querySelector('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [jpeg('x.jpg'), jpeg('y.jpg')] } });
    });
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'x.jpg' })]);
    expect(await screen.findByText(M.imagesMax)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2: p1.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('p1');
    expect(await screen.findByText(M.imageRemoved)).toBeInTheDocument();
  });
});

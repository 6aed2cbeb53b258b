import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileDetailsForm } from '@/features/profile/components/profile-details-form';
import { ADMIN_PROFILE, RENTER_PROFILE } from '@/features/profile/profile-variants';
import type { Profile } from '@/features/profile/types';
import { ApiError } from '@/lib/api-error';
import { renderInRouter } from './harness';

const PROFILE: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Mei',
  lastName: 'Tan',
  email: 'mei@example.com',
  role: 'USER',
  isVerified: true,
  isActive: true,
  isSocialLogin: false,
  phone_number: null,
  address: null,
  country: null,
  state_region: null,
  city: 'Singapore',
  zipCode: null,
  about: null,
  profileImageUrl: null,
};

function renderForm(save = vi.fn(), variant = RENTER_PROFILE) {
  const onSaved = vi.fn();
  const view = renderInRouter(<ProfileDetailsForm profile={PROFILE} variant={variant} save={save} onSaved={onSaved} />);
  return { ...view, save, onSaved };
}

// Typing with user-event is slow on a busy machine: more than the 5 s default per test.
describe('profile details form', { timeout: 20_000 }, () => {
  it('enables Save only after a change; Cancel puts everything back', async () => {
    const { user } = renderForm();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Pune');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('City')).toHaveValue('Singapore');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps phone and zip to digits and their maximum lengths', async () => {
    const { user } = renderForm();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '+1 (202) 555-0123-4567-89');
    expect(phone).toHaveValue('120255501234567');
    const zip = screen.getByLabelText('Zip Code');
    await user.type(zip, '23-88 231');
    expect(zip).toHaveValue('238823');
  });

  it('checks the phone length against the chosen country', async () => {
    const { user } = renderForm();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '81234567');
    await user.tab();
    expect(await screen.findByText('Invalid phone number length')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'Singapore');
    await waitFor(() => expect(screen.queryByText('Invalid phone number length')).not.toBeInTheDocument());
  });

  it('saves the parsed values, says so and starts clean from the answer', async () => {
    const saved = { ...PROFILE, firstName: 'Meiling', about: 'Hello' };
    const { user, save, onSaved } = renderForm(
      vi.fn().mockResolvedValue({ message: 'Details saved successfully!', profile: saved }),
    );
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, '  Meiling ');
    await user.type(screen.getByLabelText('About'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details saved successfully!')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Meiling', about: 'Hello', country: 'United States' }),
    );
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("puts the server's field errors on their fields, and anything else above the form", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Zip code must be exactly 6 digits', 400, [
          { path: 'zipCode', message: 'Zip code must be exactly 6 digits' },
        ]),
      )
      .mockRejectedValueOnce(new Error('socket hang up'));
    const { user } = renderForm(save);
    await user.type(await screen.findByLabelText('Address'), '1 Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zip code must be exactly 6 digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save details.');
  });

  it('gives the admin form its maximum lengths', async () => {
    renderForm(vi.fn(), ADMIN_PROFILE);
    expect(await screen.findByLabelText('First Name')).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText('Address')).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText('State')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('City')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '35');
  });
});

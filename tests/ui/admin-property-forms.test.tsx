import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NoPropertySpecified } from '@/features/admin-properties/components/no-property-specified';
import { PropertyAddForm } from '@/features/admin-properties/components/property-add-form';
import { PropertyEditForm } from '@/features/admin-properties/components/property-edit-form';
import type { AdminProperty } from '@/features/admin-properties/property-form-data';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { PROPERTY_MESSAGES as M } from '@/shared/properties-text';
import { json, renderInRouter, stubFetch } from './harness';

// jsdom has no object URLs; the previews only need a string.
beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const PROPERTY: AdminProperty = {
  id: '00000000-0000-4000-8000-0000000000aa',
  slug: 'palm-court',
  name: 'Palm Court',
  address: '12 Palm Road, Singapore, 123456',
  image: '/uploads/properties/a.webp',
  propertyType: 'HDB',
  apartmentName: 'Palm Court',
  unitNumber: '#04-12',
  towerOrBlock: null,
  streetName: '12 Palm Road',
  pincode: '123456',
  city: 'Singapore',
  state_region: 'Central',
  country: 'Singapore',
  ownerName: 'Mr Lim',
  agentName: null,
  ownerId: null,
  agentId: null,
  isActive: true,
  overallRating: 4.5,
  reviewCount: 2,
  verifiedReviewCount: 0,
  ratingsDistribution: [],
  images: [
    { id: '00000000-0000-4000-8000-000000000001', imageUrl: '/uploads/a.webp', thumbUrl: '/uploads/a-480.webp' },
    { id: '00000000-0000-4000-8000-000000000002', imageUrl: '/uploads/b.webp', thumbUrl: '/uploads/b-480.webp' },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * The multipart parts of the one request sent, as [name, text] pairs; a file part shows as 'file'
 * (jsdom's File does not survive Node's multipart encoder, so only its place is checked here).
 */
async function sentParts(seen: Request[]) {
  expect(seen).toHaveLength(1);
  const form = await seen[0]!.formData();
  return [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file']);
}

// Typing with user-event is slow on a busy machine: more than the 5 s default per test.
describe('admin add-property form', { timeout: 30_000 }, () => {
  it('starts as a condo in the United States and names every missing required field', async () => {
    const seen = stubFetch(() => json({}));
    const { user } = renderInRouter(<PropertyAddForm />, { path: '/admin/properties/add' });
    await user.click(await screen.findByRole('button', { name: 'Add property' }));
    expect(screen.getByLabelText('Property type')).toHaveValue('CONDO');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    for (const message of [
      M.apartmentNameRequired,
      M.streetNameRequired,
      M.pincodeRequired,
      M.cityRequired,
      M.stateRegionRequired,
      M.ownerNameRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(seen).toHaveLength(0);
  });

  it('checks lengths and the 6-digit pincode as the fields are left', async () => {
    const { user } = renderInRouter(<PropertyAddForm />, { path: '/admin/properties/add' });
    await user.type(await screen.findByLabelText('Apartment name'), 'ab');
    await user.type(screen.getByLabelText('Pincode'), '12a4');
    await user.tab();
    expect(await screen.findByText(M.apartmentNameMin)).toBeInTheDocument();
    expect(await screen.findByText(M.pincodeLength)).toBeInTheDocument();
    expect(screen.getByLabelText('Owner name')).toHaveAttribute('maxLength', '40');
    expect(screen.getByLabelText('Unit number (optional)')).toHaveAttribute('maxLength', '20');
  });

  it('sends the filled fields and the kept images in order, then goes to the list', async () => {
    const seen = stubFetch(() =>
      json({ success: true, message: 'Property created successfully.', data: PROPERTY }, 201),
    );
    const { user, router } = renderInRouter(<PropertyAddForm />, { path: '/admin/properties/add' });
    await user.type(await screen.findByLabelText('Apartment name'), ' Palm Court ');
    await user.type(screen.getByLabelText('Street name'), '12 Palm Road');
    await user.type(screen.getByLabelText('Pincode'), '123456');
    await user.type(screen.getByLabelText('City'), 'Singapore');
    await user.type(screen.getByLabelText('State / region'), 'Central');
    await user.selectOptions(screen.getByLabelText('Country'), 'Singapore');
    await user.selectOptions(screen.getByLabelText('Property type'), 'HDB');
    await user.type(screen.getByLabelText('Owner name'), 'Mr Lim');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('front.png'), png('hall.png'), png('pool.png')]);
    expect(screen.getByText('Thumbnail')).toBeInTheDocument();
    // A picked image can be taken out before anything is uploaded.
    await user.click(screen.getByRole('button', { name: 'Remove photo 2: hall.png' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1: front.png',
      'Photo 2: pool.png',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Property created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/properties/list'));
    expect(seen[0]!.url).toMatch(/\/api\/v1\/properties\/create-properties$/);
    expect(await sentParts(seen)).toEqual([
      ['propertyType', 'HDB'],
      ['apartmentName', 'Palm Court'],
      ['streetName', '12 Palm Road'],
      ['pincode', '123456'],
      ['city', 'Singapore'],
      ['state_region', 'Central'],
      ['country', 'Singapore'],
      ['ownerName', 'Mr Lim'],
      ['images', 'file'],
      ['images', 'file'],
    ]);
  });

  it("says 'Failed to create property.' when the server gives no message, and shows field errors on their fields", async () => {
    let answer = new Response(null, { status: 500 });
    stubFetch(() => answer);
    const { user } = renderInRouter(<PropertyAddForm />, { path: '/admin/properties/add' });
    await user.type(await screen.findByLabelText('Apartment name'), 'Palm Court');
    await user.type(screen.getByLabelText('Street name'), '12 Palm Road');
    await user.type(screen.getByLabelText('Pincode'), '123456');
    await user.type(screen.getByLabelText('City'), 'Singapore');
    await user.type(screen.getByLabelText('State / region'), 'Central');
    await user.type(screen.getByLabelText('Owner name'), 'Mr Lim');
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findAllByText(M.createFailed)).not.toHaveLength(0);

    answer = json(
      { success: false, message: 'Validation failed', errors: [{ path: 'pincode', message: 'Pincode taken here' }] },
      400,
    );
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Pincode taken here')).toBeInTheDocument();
  });
});

describe('admin edit-property form', { timeout: 30_000 }, () => {
  it('enables Save only after a change and sends only what changed', async () => {
    const seen = stubFetch(() => json({ success: true, message: ADMIN_MESSAGES.propertyUpdated, data: PROPERTY }));
    const { user, router } = renderInRouter(<PropertyEditForm property={PROPERTY} />, {
      path: '/admin/properties/edit/palm-court',
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Apartment name (optional)')).toHaveValue('Palm Court');
    expect(screen.getByLabelText('Property type')).toHaveValue('HDB');

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Jurong');
    await user.clear(screen.getByLabelText('Unit number (optional)'));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1: current image 1' }));
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png('new.png'));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText(ADMIN_MESSAGES.propertyUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/properties/list'));
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url).toMatch(/\/api\/v1\/admin\/properties\/00000000-0000-4000-8000-0000000000aa$/);
    expect(await sentParts(seen)).toEqual([
      ['city', 'Jurong'],
      ['unitNumber', ''],
      ['images', 'file'],
      ['deleteImageIds', JSON.stringify(['00000000-0000-4000-8000-000000000001'])],
    ]);
  });

  it('lets the apartment and owner names be blank but not the street', async () => {
    const seen = stubFetch(() => json({ success: true, message: ADMIN_MESSAGES.propertyUpdated, data: PROPERTY }));
    const { user } = renderInRouter(<PropertyEditForm property={PROPERTY} />, {
      path: '/admin/properties/edit/palm-court',
    });
    await user.clear(await screen.findByLabelText('Apartment name (optional)'));
    await user.clear(screen.getByLabelText('Owner name (optional)'));
    await user.clear(screen.getByLabelText('Street name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.streetNameRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.apartmentNameRequired)).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.type(screen.getByLabelText('Street name'), '12 Palm Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    // A blank apartment name keeps the stored one; the owner's name is cleared.
    expect(await sentParts(seen)).toEqual([['ownerName', '']]);
  });

  it("shows the server's message, or 'Failed to update property.'", async () => {
    stubFetch(() => new Response(null, { status: 502 }));
    const { user } = renderInRouter(<PropertyEditForm property={PROPERTY} />, {
      path: '/admin/properties/edit/palm-court',
    });
    await user.type(await screen.findByLabelText('Owner ID (optional)'), 'OWN-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(ADMIN_MESSAGES.propertyUpdateFailed)).not.toHaveLength(0);
  });
});

describe('edit without a property', () => {
  it("says 'No property specified.' and returns to the list", async () => {
    const { router } = renderInRouter(<NoPropertySpecified />, { path: '/admin/properties/edit' });
    expect(await screen.findAllByText(ADMIN_MESSAGES.noPropertySpecified)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/properties/list'));
  });
});

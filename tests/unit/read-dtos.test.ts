import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../../src/server/db/schema';
import { buildAddress } from '../../src/server/services/properties';
import { toPropertyDto } from '../../src/server/services/property-dto';
import { type ReviewReadRow, toPublicReviewDto } from '../../src/server/services/review-dto';

const propertyRow: PropertyRow = {
  id: 'p1',
  slug: 'alpha',
  name: 'Alpha',
  address: '1 Road, Singapore, 123456',
  propertyType: 'HDB',
  apartmentName: 'Alpha',
  normalizedName: 'alpha',
  unitNumber: null,
  towerOrBlock: 'Block 1',
  streetName: '1 Road',
  pincode: '123456',
  city: 'Singapore',
  stateRegion: 'Singapore',
  country: 'Singapore',
  ownerName: null,
  ownerId: 'OWNER-SECRET',
  agentName: 'Ann',
  agentId: 'AGENT-SECRET',
  isActive: true,
  thumbnailUrl: '/uploads/a.webp',
  overallRating: 3.6666,
  reviewCount: 3,
  verifiedReviewCount: 1,
  ratingSum: 11,
  recentReviewCount: 2,
  recentRating: 4.5,
  recentAsOf: '2025-01-01',
  rating1Count: 0,
  rating2Count: 0,
  rating3Count: 1,
  rating4Count: 2,
  rating5Count: 0,
  createdBy: 'admin-id',
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
};

describe('toPropertyDto', () => {
  it('maps the stored aggregates: one decimal, distribution 5..1', () => {
    const dto = toPropertyDto(propertyRow);
    expect(dto).toMatchObject({
      image: '/uploads/a.webp',
      state_region: 'Singapore',
      overallRating: 3.7,
      reviewCount: 3,
      ratingsDistribution: [
        { stars: 5, percentage: 0 },
        { stars: 4, percentage: 67 },
        { stars: 3, percentage: 33 },
        { stars: 2, percentage: 0 },
        { stars: 1, percentage: 0 },
      ],
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(dto).not.toHaveProperty('images');
  });

  it('never exposes internal or identifying columns', () => {
    const dto = toPropertyDto(propertyRow, []);
    expect(dto.images).toEqual([]);
    for (const key of ['ownerId', 'agentId', 'createdBy', 'normalizedName', 'ratingSum', 'rating1Count']) {
      expect(dto).not.toHaveProperty(key);
    }
  });
});

const reviewRow: ReviewReadRow = {
  id: 'r1',
  status: 'APPROVED',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  title: 'T',
  body: 'B',
  overallRating: 4,
  isAnonymous: false,
  stayStartDate: null,
  stayEndDate: null,
  stayedWith: null,
  responsivenessRating: null,
  depositFairnessRating: null,
  agentHonestyRating: null,
  agentHelpfulnessRating: null,
  agentProfessionalismRating: null,
  conditionOnMoveInRating: null,
  cleanlinessRating: null,
  privacyRating: null,
  noiseLevel: null,
  pestIssue: null,
  repairsDone: null,
  likesCount: 2,
  verifiedTenant: false,
  property: { id: 'p1', slug: 'alpha', name: 'Alpha', address: 'A', propertyType: 'HDB', image: null },
  authorFirstName: 'Priya',
  authorLastName: 'Nair',
  authorImageUrl: '/uploads/priya.webp',
};

describe('toPublicReviewDto', () => {
  it('names the author of a non-anonymous review', () => {
    const dto = toPublicReviewDto(reviewRow, [], true);
    expect(dto.author).toEqual({ firstName: 'Priya', lastName: 'Nair', profileImageUrl: '/uploads/priya.webp' });
    expect(dto.likedByUser).toBe(true);
    expect(dto.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('drops every trace of the author of an anonymous review, even if the row carried it', () => {
    const dto = toPublicReviewDto({ ...reviewRow, isAnonymous: true }, [], false);
    expect(dto.author).toBeNull();
    const text = JSON.stringify(dto);
    expect(text).not.toContain('Priya');
    expect(text).not.toContain('Nair');
    expect(text).not.toContain('priya.webp');
    expect(Object.keys(dto)).not.toContain('authorFirstName');
  });
});

describe('buildAddress', () => {
  it('joins the parts that are present', () => {
    expect(
      buildAddress({
        towerOrBlock: 'Block 1G',
        streetName: 'Cantonment Road',
        city: 'Singapore',
        stateRegion: 'Singapore',
        pincode: '081001',
      }),
    ).toBe('Block 1G, Cantonment Road, Singapore, 081001');
    expect(
      buildAddress({ streetName: 'MG Road', city: 'Bengaluru', stateRegion: 'Karnataka', pincode: '560001' }),
    ).toBe('MG Road, Bengaluru, Karnataka, 560001');
    expect(buildAddress({ unitNumber: ' #02-01 ', streetName: 'X Street', pincode: '111111' })).toBe(
      '#02-01, X Street, 111111',
    );
  });
});

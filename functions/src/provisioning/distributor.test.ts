/** Distributor provisioning: first creation, and the redeploys that must not duplicate or reset. */
import { describe, expect, it } from 'vitest';
import type { DistRecord, UserRecord } from '../data/records';
import { type ProvisionStore, provisionDistributor } from './distributor';

function memoryStore() {
  const dists = new Map<string, DistRecord>();
  const users = new Map<string, UserRecord>();
  const store: ProvisionStore = {
    getDist: async (id) => dists.get(id) ?? null,
    createDist: async (dist) => void dists.set(dist._id, dist),
    updateDistTitle: async (id, title) => {
      const dist = dists.get(id);
      if (dist) dists.set(id, { ...dist, title });
    },
    getUserByUid: async (uid) => users.get(uid) ?? null,
    createUser: async (user) => void users.set(user.uid, user),
  };
  return { store, dists, users };
}

const REQUEST = { distId: 'dist-acme', title: 'Business', adminUid: 'acme-admin' };

describe('provisionDistributor', () => {
  it('creates the distributor and its administrator, linked both ways', async () => {
    // Prepare
    const { store, dists, users } = memoryStore();

    // Act
    const result = await provisionDistributor(REQUEST, store, async () => 'hash-1');

    // Assess
    const admin = users.get('acme-admin');
    expect(result).toEqual({ distId: 'dist-acme', adminId: admin?._id, adminCreated: true });
    expect(admin).toMatchObject({
      passwordHash: 'hash-1',
      distId: 'dist-acme',
      role: expect.objectContaining({ admin: true, distributor: true, system: false }),
    });
    expect(dists.get('dist-acme')).toMatchObject({ title: 'Business', distributorId: admin?._id });
  });

  it('on a redeploy updates the title and leaves the administrator and its password alone', async () => {
    // Prepare
    const { store, dists, users } = memoryStore();
    await provisionDistributor(REQUEST, store, async () => 'hash-1');
    let hashed = 0;

    // Act
    const again = await provisionDistributor({ ...REQUEST, title: 'Acme Schools' }, store, async () => {
      hashed += 1;
      return 'hash-2';
    });

    // Assess
    expect(again.adminCreated).toBe(false);
    expect(hashed).toBe(0);
    expect(users.get('acme-admin')?.passwordHash).toBe('hash-1');
    expect(dists.get('dist-acme')?.title).toBe('Acme Schools');
    expect(dists.size).toBe(1);
  });
});

import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('round-trips and rejects wrong passwords', async () => {
    const hash = await hashPassword('correct horse 电池');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse 电池', hash)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('treats malformed or hostile hashes as no match', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    // A forged huge N must not make the server allocate gigabytes.
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA==$aGFzaA==`)).toBe(false);
  });

  it('flags weaker parameters for rehashing', async () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$aGFzaA==')).toBe(true);
    expect(needsRehash(await hashPassword('p'))).toBe(false);
  });
});

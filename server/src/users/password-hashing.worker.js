// The code of a password-hashing thread (see password-hasher.ts): bcrypt runs synchronously on this thread, whose
// priority piscina lowers. Plain JavaScript so that the same file runs in `npm start` (nest build copies it to dist)
// and under jest.
const { hashSync, verifySync } = require('@node-rs/bcrypt');

/** `{ password, cost }` answers a new hash; `{ password, hash }` whether it matches (a malformed hash does not). */
module.exports = ({ password, hash, cost }) => {
  if (hash === undefined) return hashSync(password, { cost });
  try {
    return verifySync(password, hash);
  } catch {
    return false;
  }
};

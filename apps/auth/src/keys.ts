import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';

/** The Ed25519 key pair the service signs access tokens with, and its public JWK. */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as published at /.well-known/jwks.json (with kid, alg, use). */
  publicJwk: JWK;
  kid: string;
}

export const signingAlgorithm = 'EdDSA';

/**
 * From AUTH_PRIVATE_KEY (PEM) when given; otherwise the key kept in `<dataDir>/keys`, generated on
 * first start with mode 0600. The private key never leaves this process.
 */
export async function loadSigningKeys(options: {
  privateKeyPem: string | undefined;
  dataDir: string;
}): Promise<SigningKeys> {
  if (options.privateKeyPem) return signingKeysFromPrivateKey(createPrivateKey(options.privateKeyPem));
  const dir = join(options.dataDir, 'keys');
  const file = join(dir, 'auth-ed25519.pem');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return signingKeysFromPrivateKey(createPrivateKey(readFileSync(file, 'utf8')));
}

/** A fresh key pair that lives only in memory (tests). */
export async function generateSigningKeys(): Promise<SigningKeys> {
  return signingKeysFromPrivateKey(generateKeyPairSync('ed25519').privateKey);
}

export async function signingKeysFromPrivateKey(privateKey: KeyObject): Promise<SigningKeys> {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('AUTH_PRIVATE_KEY must be an Ed25519 private key in PEM (PKCS#8) form');
  }
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, kid, publicJwk: { ...jwk, kid, alg: signingAlgorithm, use: 'sig' } };
}

import { makeStubCertificate, startPushServiceStub, stubCertificateIn } from './push-service-stub';
import { freePort } from './server-process';

/**
 * Prepares a push-service stub's port and certificate before a server process starts, and the
 * environment that makes that server trust it (NODE_EXTRA_CA_CERTS is read only at process start)
 * and accept subscriptions on it. The test then starts the stub itself with `stubFromEnv()`.
 */
export async function preparePushStub(): Promise<Record<string, string>> {
  const certificate = makeStubCertificate();
  const port = await freePort();
  return {
    NODE_EXTRA_CA_CERTS: certificate.certFile,
    PUSH_ALLOWED_ORIGINS: `https://127.0.0.1:${port}`,
    PUSH_STUB_PORT: String(port),
    PUSH_STUB_DIR: certificate.dir,
  };
}

/** The stub prepared by preparePushStub (its settings passed on in the environment). */
export function startPreparedPushStub(env: NodeJS.ProcessEnv = process.env) {
  if (!env.PUSH_STUB_PORT || !env.PUSH_STUB_DIR)
    throw new Error('no push stub was prepared (tests/e2e/global-setup.ts)');
  return startPushServiceStub({ port: Number(env.PUSH_STUB_PORT), certificate: stubCertificateIn(env.PUSH_STUB_DIR) });
}

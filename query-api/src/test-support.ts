import { createTokenService } from '@league/infra/http';

export const TEST_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
export const testTokens = () => createTokenService(TEST_SECRET);
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

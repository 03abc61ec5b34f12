import { expect, it } from 'vitest';
import { signInErrors } from './sign-in-checks';

it('asks for all 9 digits and a password before anything is sent', () => {
  expect(signInErrors('', '')).toEqual({
    phone: 'Telefon raqamni toʻliq kiriting (9 raqam)',
    password: 'Parolni kiriting',
  });
  expect(signInErrors('90', 'x')).toEqual({ phone: 'Telefon raqamni toʻliq kiriting (9 raqam)' });
  expect(signInErrors('901234567', '')).toEqual({ password: 'Parolni kiriting' });
  expect(signInErrors('901234567', 'secret')).toEqual({});
});

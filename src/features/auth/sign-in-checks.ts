export interface SignInErrors {
  phone?: string;
  password?: string;
}

/** What the form checks before sending (UZ.md, sign-in checks); empty when it may be sent. */
export function signInErrors(phoneDigits: string, password: string): SignInErrors {
  return {
    ...(phoneDigits.length !== 9 && { phone: 'Telefon raqamni toʻliq kiriting (9 raqam)' }),
    ...(password === '' && { password: 'Parolni kiriting' }),
  };
}

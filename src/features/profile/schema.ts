import { z } from 'zod';
import { newPasswordSchema } from '@/features/auth/schema';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** The password asked again before a change of the account's sign-in. */
export const passwordInput = z.object({ password: z.string('Enter your password.').min(1, 'Enter your password.').max(128, WRONG_CURRENT_PASSWORD) });

export const nameSchema = z.object({
  name: z.string('Please enter your name.').trim().min(1, 'Please enter your name.').max(200, 'Use at most 200 characters for your name.'),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string('Please enter your current password.').min(1, 'Please enter your current password.').max(128, WRONG_CURRENT_PASSWORD),
    newPassword: newPasswordSchema,
    confirmPassword: z.string('Please repeat the new password.'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: 'The two new passwords do not match.', path: ['confirmPassword'] });

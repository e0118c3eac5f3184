import { AppError, badInput, conflict, forbidden, unauthenticated } from '../errors';
import { credentialFailures, UserErrorCode, userErrorsOf, withUserErrors } from './user-errors';

describe('userErrors', () => {
  it('names each field a validation failed, without the input prefix', () => {
    const error = badInput('Email is required', { fields: { 'input.email': 'Email is required', 'input.address.city': 'City is required', _: 'Bad form' } });
    expect(userErrorsOf(error)).toEqual([
      { field: ['email'], message: 'Email is required', code: UserErrorCode.BAD_USER_INPUT },
      { field: ['address', 'city'], message: 'City is required', code: UserErrorCode.BAD_USER_INPUT },
      { field: null, message: 'Bad form', code: UserErrorCode.BAD_USER_INPUT },
    ]);
  });

  it('turns expected failures into userErrors and rethrows the rest', async () => {
    await expect(withUserErrors(() => Promise.resolve(7))).resolves.toEqual({ value: 7, userErrors: [] });
    await expect(withUserErrors(() => Promise.reject(conflict('Code already exists')))).resolves.toEqual({
      value: null,
      userErrors: [{ field: null, message: 'Code already exists', code: UserErrorCode.CONFLICT }],
    });
    await expect(withUserErrors(() => Promise.reject(forbidden()))).rejects.toBeInstanceOf(AppError);
    await expect(withUserErrors(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('names fields by their GraphQL (camelCase) names when the shared schema uses REST names', () => {
    const error = badInput('Topic is required', { fields: { profession_category: 'Too long', 'input.user_id': 'user_id must be a positive integer' } });
    expect(userErrorsOf(error).map((e) => e.field)).toEqual([['professionCategory'], ['userId']]);
  });

  it('reports a wrong e-mail/password pair and an unconfirmed address as userErrors on credential forms only', async () => {
    const unconfirmed = new AppError('FORBIDDEN', 'Email not confirmed', { email_confirmation_required: true });
    await expect(withUserErrors(() => Promise.reject(unauthenticated('Invalid credentials')), credentialFailures)).resolves.toEqual({
      value: null,
      userErrors: [{ field: null, message: 'Invalid credentials', code: UserErrorCode.INVALID_CREDENTIALS }],
    });
    await expect(withUserErrors(() => Promise.reject(unconfirmed), credentialFailures)).resolves.toMatchObject({
      userErrors: [{ code: UserErrorCode.EMAIL_NOT_CONFIRMED }],
    });
    await expect(withUserErrors(() => Promise.reject(forbidden()), credentialFailures)).rejects.toBeInstanceOf(AppError);
    await expect(withUserErrors(() => Promise.reject(unauthenticated()))).rejects.toBeInstanceOf(AppError);
    await expect(withUserErrors(() => Promise.reject(unconfirmed))).rejects.toBeInstanceOf(AppError);
  });

  it('says when a limit lets the next attempt through', () => {
    const limited = new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', { retry_after: 90 });
    expect(userErrorsOf(limited)).toEqual([
      { field: null, message: 'Too many requests. Please try again later.', code: UserErrorCode.RATE_LIMITED, retryAfterSeconds: 90 },
    ]);
  });
});

import { AppError, badInput, conflict, forbidden } from '../errors';
import { UserErrorCode, userErrorsOf, withUserErrors } from './user-errors';

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

  it('counts PAYMENT_REQUIRED as expected only where the mutation says so', async () => {
    const exhausted = () => Promise.reject(new AppError('PAYMENT_REQUIRED', 'Not enough allowance'));
    await expect(withUserErrors(exhausted)).rejects.toBeInstanceOf(AppError);
    await expect(withUserErrors(exhausted, [UserErrorCode.PAYMENT_REQUIRED])).resolves.toEqual({
      value: null,
      userErrors: [{ field: null, message: 'Not enough allowance', code: UserErrorCode.PAYMENT_REQUIRED }],
    });
    await expect(withUserErrors(() => Promise.reject(forbidden()), [UserErrorCode.PAYMENT_REQUIRED])).rejects.toBeInstanceOf(AppError);
  });
});

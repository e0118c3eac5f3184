import { AppError, badInput, conflict, forbidden, notFound, unauthenticated } from '../errors';
import { addressed, credentialFailures, UserErrorCode, userErrorsOf, withUserErrors, within } from './user-errors';

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

  it('addresses a failure that names no field to the input field it is about', async () => {
    const at = { notFound: 'id', invalid: 'base64' };
    await expect(withUserErrors(() => addressed(at, () => Promise.reject(notFound('Article not found'))))).resolves.toEqual({
      value: null,
      userErrors: [{ field: ['id'], message: 'Article not found', code: UserErrorCode.NOT_FOUND }],
    });
    await expect(withUserErrors(() => addressed(at, () => Promise.reject(badInput('Not a PDF'))))).resolves.toMatchObject({
      userErrors: [{ field: ['base64'], message: 'Not a PDF' }],
    });
    await expect(withUserErrors(() => addressed({ conflict: 'code' }, () => Promise.reject(conflict('Code in use'))))).resolves.toMatchObject({
      userErrors: [{ field: ['code'], message: 'Code in use', code: UserErrorCode.CONFLICT }],
    });
    // Failures that name their fields, and the rest, pass unchanged.
    const named = badInput('Title is required', { fields: { title: 'Title is required' } });
    await expect(addressed(at, () => Promise.reject(named))).rejects.toBe(named);
    await expect(addressed({}, () => Promise.reject(notFound()))).rejects.toMatchObject({ details: {} });
    await expect(addressed(at, () => 7)).resolves.toBe(7);
  });

  it('puts the fields of a nested input under its name, and leaves other failures alone', () => {
    const nested = (() => {
      try {
        return within('activity', () => {
          throw badInput('Hours must be more than 0', { fields: { hours: 'Hours must be more than 0', _: 'Check the form' } });
        });
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(userErrorsOf(nested)).toEqual([
      { field: ['activity', 'hours'], message: 'Hours must be more than 0', code: UserErrorCode.BAD_USER_INPUT },
      { field: ['activity'], message: 'Check the form', code: UserErrorCode.BAD_USER_INPUT },
    ]);
    expect(within('activity', () => 3)).toBe(3);
    expect(() =>
      within('activity', () => {
        throw notFound('Gone');
      }),
    ).toThrow('Gone');
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

import { Router } from 'express';
import { body, clientIp, route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { requireUser } from '../users/access';
import { presentUser } from '../users/user.presenter';
import { parseEmail, parseLogin, parseNewPassword, parseRegistration } from './auth.inputs';
import type { AuthService } from './auth.service';

/** REST facade for sign-up, sign-in and password reset (SPEC §7). */
export function authRoutes({ auth }: { auth: AuthService }): Router {
  const r = Router();

  // Unconfirmed e-mail is an AppError carrying email_confirmation_required: the error middleware answers 403 with it.
  r.post(
    '/login',
    route(async (req, res) => {
      const outcome = await auth.login(parseLogin(body(req)), clientIp(req));
      if (outcome.kind === 'subscription_required') {
        return res.status(402).json({
          error: 'Subscription required',
          subscription_required: true,
          user: presentUser(outcome.user),
          record_token: await auth.issueRecordToken(outcome.user),
        });
      }
      res.json({ access_token: outcome.accessToken, user: presentUser(outcome.user) });
    }),
  );

  r.get(
    '/profile',
    route(async (req, res) => {
      res.json({ user: presentUser(requireUser(req.user)) });
    }),
  );

  r.post(
    '/register',
    route(async (req, res) => {
      const { email } = await auth.register(parseRegistration(body(req)), clientIp(req));
      res.status(201).json({ user_email: email, email_sent: true });
    }),
  );

  r.post(
    '/resend-confirmation',
    route(async (req, res) => {
      await auth.resendConfirmation(parseEmail(body(req).email), clientIp(req));
      res.json({ message: MESSAGES.resendSuccess });
    }),
  );

  r.get(
    '/confirm-email/:token',
    route(async (req, res) => {
      const { status, user } = await auth.confirmEmail(String(req.params.token));
      res.json({
        message: status === 'confirmed' ? MESSAGES.confirmSuccess : 'Email already confirmed',
        confirmed: true,
        already_confirmed: status === 'already_confirmed',
        subscription_plan: user.subscriptionPlan ?? user.chosenPlan,
      });
    }),
  );

  r.post(
    '/request-password-reset',
    route(async (req, res) => {
      await auth.requestPasswordReset(parseEmail(body(req).email), clientIp(req));
      res.json({ message: 'If an account exists for this e-mail, a reset link is on its way.' });
    }),
  );

  r.get(
    '/verify-reset-token/:token',
    route(async (req, res) => {
      const info = await auth.verifyResetToken(String(req.params.token));
      res.json({ email: info.email, user_name: info.userName });
    }),
  );

  r.post(
    '/logout',
    route(async (req, res) => {
      requireUser(req.user);
      if (req.accessToken) await auth.logout(req.accessToken);
      res.json({ message: 'Signed out' });
    }),
  );

  r.post(
    '/reset-password/:token',
    route(async (req, res) => {
      const raw = body(req);
      const reset = await auth.startPasswordReset(clientIp(req));
      await reset({ token: String(req.params.token), newPassword: parseNewPassword(raw.password) });
      res.json({ message: 'Password reset successfully' });
    }),
  );

  return r;
}

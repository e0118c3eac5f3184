import { Router } from 'express';
import { body, intParam, route } from '../../../rest/http';
import { parseInput } from '../../../validation';
import { bankItemSchema, bankItemStatusSchema } from './bank-admin.inputs';
import { presentBankItem, type BankAdminService } from './bank-admin.service';

export function bankAdminRoutes(deps: { bankAdmin: BankAdminService }): Router {
  const r = Router();

  // Admin: question bank items with the gate's findings and item statistics. REST only, so the GraphQL
  // schema a member can reach never carries an answer key.
  r.get(
    '/admin/articles/:articleId/question-bank',
    route(async (req, res) => {
      const { article, items } = await deps.bankAdmin.list(req.user ?? null, intParam(req.params.articleId, 'Article id'));
      res.json({ article_id: article.id, title: article.title, language: article.language, items: items.map(presentBankItem) });
    }),
  );

  r.post(
    '/admin/articles/:articleId/question-bank',
    route(async (req, res) => {
      const articleId = intParam(req.params.articleId, 'Article id');
      const raw = body(req);
      const saved = await deps.bankAdmin.save(req.user ?? null, articleId, null, () => parseInput(bankItemSchema, raw));
      res.status(201).json(presentBankItem(saved));
    }),
  );

  r.post(
    '/admin/articles/:articleId/question-bank/drafts',
    route(async (req, res) => {
      const drafts = await deps.bankAdmin.draft(req.user ?? null, intParam(req.params.articleId, 'Article id'));
      res.status(201).json({ items: drafts.map(presentBankItem) });
    }),
  );

  r.put(
    '/admin/articles/:articleId/question-bank/:itemId',
    route(async (req, res) => {
      const articleId = intParam(req.params.articleId, 'Article id');
      const itemId = intParam(req.params.itemId, 'Question id');
      const raw = body(req);
      const saved = await deps.bankAdmin.save(req.user ?? null, articleId, itemId, () => parseInput(bankItemSchema, raw));
      res.json(presentBankItem(saved));
    }),
  );

  r.post(
    '/admin/question-bank/:itemId/status',
    route(async (req, res) => {
      const itemId = intParam(req.params.itemId, 'Question id');
      const raw = body(req);
      res.json(presentBankItem(await deps.bankAdmin.setStatus(req.user ?? null, itemId, () => parseInput(bankItemStatusSchema, raw).status)));
    }),
  );

  return r;
}

import { Router } from 'express';
import { body, intParam, route } from '../../../rest/http';
import type { Services } from '../../../services';
import { parseInput } from '../../../validation';
import { requireAdmin, requireOwner } from '../../users/access';
import { presentBankItem } from '../bank/bank-admin.service';
import { bankItemSchema, bankItemStatusSchema } from '../bank/bank-admin.inputs';
import { parseAnswers } from './assessment.inputs';
import { presentResult, presentSession } from './assessment.presenter';

export function assessmentRoutes(services: Services): Router {
  const r = Router();

  r.post('/users/:id/articles/:articleId/start-test', route(async (req, res) => {
    const session = await services.assessment.startTest(req.user ?? null, intParam(req.params.id, 'User id'), intParam(req.params.articleId, 'Article id'));
    res.json(presentSession(session));
  }));

  r.post('/users/:id/articles/:articleId/submit-test', route(async (req, res) => {
    const userId = intParam(req.params.id, 'User id');
    const articleId = intParam(req.params.articleId, 'Article id');
    const raw = body(req).answers;
    // Who may submit is judged before what was submitted.
    requireOwner(req.user ?? null, userId);
    const result = await services.assessment.submitTest(req.user ?? null, userId, articleId, parseAnswers(raw));
    res.json(presentResult(result));
  }));

  // Admin: question bank items with the gate's findings and item statistics. REST only, so the GraphQL
  // schema a member can reach never carries an answer key.
  r.get('/admin/articles/:articleId/question-bank', route(async (req, res) => {
    const { article, items } = await services.bankAdmin.list(req.user ?? null, intParam(req.params.articleId, 'Article id'));
    res.json({ article_id: article.id, title: article.title, language: article.language, items: items.map(presentBankItem) });
  }));

  r.post('/admin/articles/:articleId/question-bank', route(async (req, res) => {
    const articleId = intParam(req.params.articleId, 'Article id');
    const raw = body(req);
    requireAdmin(req.user ?? null);
    const saved = await services.bankAdmin.save(req.user ?? null, articleId, null, parseInput(bankItemSchema, raw));
    res.status(201).json(presentBankItem(saved));
  }));

  r.post('/admin/articles/:articleId/question-bank/drafts', route(async (req, res) => {
    const drafts = await services.bankAdmin.draft(req.user ?? null, intParam(req.params.articleId, 'Article id'));
    res.status(201).json({ items: drafts.map(presentBankItem) });
  }));

  r.put('/admin/articles/:articleId/question-bank/:itemId', route(async (req, res) => {
    const articleId = intParam(req.params.articleId, 'Article id');
    const itemId = intParam(req.params.itemId, 'Question id');
    const raw = body(req);
    requireAdmin(req.user ?? null);
    const saved = await services.bankAdmin.save(req.user ?? null, articleId, itemId, parseInput(bankItemSchema, raw));
    res.json(presentBankItem(saved));
  }));

  r.post('/admin/question-bank/:itemId/status', route(async (req, res) => {
    const itemId = intParam(req.params.itemId, 'Question id');
    const raw = body(req);
    requireAdmin(req.user ?? null);
    const { status } = parseInput(bankItemStatusSchema, raw);
    res.json(presentBankItem(await services.bankAdmin.setStatus(req.user ?? null, itemId, status)));
  }));

  return r;
}
